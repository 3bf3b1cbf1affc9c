import type { FastifyPluginAsync } from 'fastify';
import service from './service/index.ts';
import timeslots from './timeslots/index.ts';

// SPEC 2.7 service pages and service booking.
const serviceAreas: FastifyPluginAsync = async (fastify) => {
  await fastify.register(service, { prefix: '/service' });
  await fastify.register(timeslots, { prefix: '/timeslots' });
};

export default serviceAreas;
