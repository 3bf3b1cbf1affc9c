import type { FastifyPluginAsync } from 'fastify';
import catalogueAreas from './catalog-and-content-areas.ts';
import health from './health/index.ts';
import pay from './pay/index.ts';
import personalAreas from './personal-areas.ts';
import redirects from './redirects/index.ts';
import serviceAreas from './service-areas.ts';
import storeAreas from './store-areas.ts';

// One plugin per SPEC 7 area; the prefix is the folder name, as autoload would make it.
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(health, { prefix: '/health' });
  await fastify.register(redirects, { prefix: '/redirects' });
  await fastify.register(personalAreas);
  await fastify.register(storeAreas);
  await fastify.register(catalogueAreas);
  await fastify.register(pay, { prefix: '/pay' });
  await fastify.register(serviceAreas);
};

export default routes;
