import type { FastifyPluginAsync } from 'fastify';
import catalogStore from '../plugins/app/catalog-store.ts';
import catalogueAreas from './catalog-and-content-areas.ts';
import health from './health/index.ts';
import pay from './pay/index.ts';
import personalAreas from './personal-areas.ts';
import redirects from './redirects/index.ts';
import serviceAreas from './service-areas.ts';
import storeAreas from './store-areas.ts';

// One plugin per SPEC 7 area; the prefix is the folder name, as autoload would make it.
const routes: FastifyPluginAsync = async (fastify) => {
  // The vehicle stock index: the catalogue reads it, and so do the site search's vehicles.
  await fastify.register(catalogStore);
  await fastify.register(health, { prefix: '/health' });
  await fastify.register(redirects, { prefix: '/redirects' });
  await fastify.register(personalAreas);
  await fastify.register(storeAreas);
  await fastify.register(catalogueAreas);
  await fastify.register(pay, { prefix: '/pay' });
  await fastify.register(serviceAreas);
};

export default routes;
