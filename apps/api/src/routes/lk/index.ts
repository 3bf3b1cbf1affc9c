import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '../../plugins/app/no-store.ts';
import account from './account.ts';
import garage from './garage.ts';

// /lk: the personal area's data; every call needs the customer's access token.
const lkRoutes: FastifyPluginAsync = async (fastify) => {
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticate);
  await fastify.register(garage, { prefix: '/garage' });
  await fastify.register(account);
};

export default lkRoutes;
