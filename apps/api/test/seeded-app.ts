import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Db, DbClient } from '../src/db/client.ts';
import type { ResponseSerializer } from '../src/plugins/external/zod.ts';
import type { AppServices } from '../src/services/index.ts';
import { seedCatalogueAreas } from '../seed/catalog-and-content.ts';
import { createSeededTestDb } from './seeded-db.ts';

// The seeded catalogue and content every catalogue test reads (one cached snapshot under this name).
export const seedCatalogueSnapshot = (db: Db) => db.transaction((tx) => seedCatalogueAreas(tx));

export type SeededApp = { app: FastifyInstance; client: DbClient; close(): Promise<void> };

// The app over a fresh copy of the seeded catalogue and content, for app.inject tests.
export async function buildCatalogueTestApp(
  options: { services?: Partial<AppServices>; serializer?: ResponseSerializer } = {},
): Promise<SeededApp> {
  const testDb = await createSeededTestDb('catalogue', seedCatalogueSnapshot);
  const app = await buildApp({
    db: testDb.client,
    logger: false,
    ...(options.services && { services: options.services }),
    ...(options.serializer && { serializer: options.serializer }),
  });
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

export type SeededSuite = {
  readonly app: FastifyInstance;
  readonly client: DbClient;
  get(url: string): Promise<LightMyRequestResponse>;
};

// A seeded app built before the tests of the calling describe block and closed after them.
export function useCatalogueTestApp(services?: () => Promise<Partial<AppServices>>): SeededSuite {
  let t: SeededApp | undefined;
  beforeAll(async () => {
    t = await buildCatalogueTestApp(services ? { services: await services() } : {});
  }, 600_000);
  afterAll(async () => t?.close());
  const current = () => {
    if (!t) throw new Error('the seeded app is built in beforeAll');
    return t;
  };
  return {
    get app() {
      return current().app;
    },
    get client() {
      return current().client;
    },
    get: (url) => current().app.inject(`/v1${url}`),
  };
}
