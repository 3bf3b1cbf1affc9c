import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DbClient } from '../src/db/client.ts';
import { seedCatalogueAreas } from '../seed/catalogue.ts';
import { createSeededTestDb } from './seeded-db.ts';

export type SeededApp = { app: FastifyInstance; client: DbClient; close(): Promise<void> };

// The app over a fresh copy of the seeded catalogue and content, for app.inject tests.
export async function buildCatalogueTestApp(): Promise<SeededApp> {
  const testDb = await createSeededTestDb('catalogue', (db) =>
    db.transaction((tx) => seedCatalogueAreas(tx)),
  );
  const app = await buildApp({ db: testDb.client, logger: false });
  await app.ready();
  return {
    app,
    client: testDb.client,
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}
