import fp from 'fastify-plugin';
import {
  createCatalogStore,
  type CatalogStore,
} from '../../db/queries/catalog/stock-index/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogStore: CatalogStore;
  }
}

// The in-memory index of the vehicle stock that the catalogue listings read.
export default fp(
  async function catalogStore(fastify) {
    const store = createCatalogStore(fastify.db);
    fastify.decorate('catalogStore', store);
    // Build the index while the server starts listening, so the first visitor does not wait for it.
    fastify.addHook('onReady', async () => {
      void store
        .signature()
        .catch((error: unknown) =>
          fastify.log.error({ err: error }, 'Catalogue index failed to load'),
        );
    });
  },
  { name: 'catalog-store', dependencies: ['db'] },
);
