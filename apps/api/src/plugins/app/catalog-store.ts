import fp from 'fastify-plugin';
import { createCatalogStore, type CatalogStore } from '../../db/queries/catalog/catalog-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogStore: CatalogStore;
  }
}

// The in-memory index of the vehicle stock that the catalogue listings read.
export default fp(
  async function catalogStore(fastify) {
    fastify.decorate('catalogStore', createCatalogStore(fastify.db));
  },
  { name: 'catalog-store', dependencies: ['db'] },
);
