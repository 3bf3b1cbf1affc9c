import type { FastifyPluginAsync } from 'fastify';
import filters from './filters.ts';
import listing from './listing.ts';
import report from './report/index.ts';
import short from './short.ts';
import vehicle from './vehicle.ts';

// SPEC 7 /catalog: the vehicle listings, the vehicle page and the filter data around them.
const catalog: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listing);
  await fastify.register(short);
  await fastify.register(filters);
  await fastify.register(vehicle);
  await fastify.register(report, { prefix: '/report' });
};

export default catalog;
