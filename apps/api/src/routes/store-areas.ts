import type { FastifyPluginAsync } from 'fastify';
import search from './search/index.ts';
import store from './store/index.ts';

// The accessories and parts catalogue and the site search; one line in routes/index.ts.
const storeAreas: FastifyPluginAsync = async (fastify) => {
  await fastify.register(store, { prefix: '/store' });
  await fastify.register(search, { prefix: '/search' });
};

export default storeAreas;
