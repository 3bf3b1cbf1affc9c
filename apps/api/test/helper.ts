import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createDiskStore } from '../src/files/disk-store.ts';
import type { Env } from '../src/config/env.ts';
import type { DbClient } from '../src/db/client.ts';
import type { AppServices } from '../src/services/index.ts';
import { createTestDb } from './test-db.ts';

export { testDbLabel } from './test-db.ts';

export type TestApp = { app: FastifyInstance; client: DbClient; close(): Promise<void> };

export type TestAppOptions = {
  // Extra routes registered beside the app, e.g. one that throws.
  register?: FastifyPluginAsync;
  logger?: FastifyServerOptions['logger'];
  // Configured adapters (pointing at local fakes) and stand-ins such as a test clock.
  env?: Env;
  services?: Partial<AppServices>;
};

// The app over a fresh migrated database, ready for app.inject; call close() in afterAll.
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  // Uploaded files go to a folder of this app's own, never the repository's data folder.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'api-test-files-'));
  const app = await buildApp({
    db: testDb.client,
    logger: options.logger ?? false,
    ...(options.env && { env: options.env }),
    services: { files: createDiskStore(filesDir), ...options.services },
  });
  if (options.register) await app.register(options.register);
  await app.ready();
  return {
    app,
    client: testDb.client,
    close: async () => {
      await app.close();
      await testDb.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
