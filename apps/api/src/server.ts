import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { loggerOptions } from './config/logger.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { LEAD_FILE_SWEEP_INTERVAL_MS, sweepLeadFiles } from './leads/files.ts';
import { moveLegacyLeadFiles } from './leads/legacy-files.ts';
import { startOutboxWorker } from './leads/outbox-worker.ts';
import { startRepeating } from './services/repeating.ts';

// Entry point: `node src/server.ts` (npm start). Runs from source through Node's type stripping.
const env = loadEnv();
const client = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
// The schema is always current before the first request; applied migrations are skipped.
await migrate(client);

const app = await buildApp({ db: client, logger: loggerOptions(env.LOG_LEVEL), env });
// Files uploaded before the file store (migration 0018) move out of the database once.
const movedFiles = await moveLegacyLeadFiles(app.db, app.services.files);
if (movedFiles > 0) app.log.info({ moved: movedFiles }, 'Lead files moved to the file store');
// Leads wait in the outbox until call tracking accepts them (DESIGN 6).
const outbox = startOutboxWorker({
  db: app.db,
  callTracking: app.services.callTracking,
  clock: app.services.clock,
  log: app.log.child({ worker: 'lead-outbox' }),
  intervalMs: env.OUTBOX_INTERVAL_MS,
});
// Files of forms never sent are deleted after an hour (leads/files.ts), records and bytes.
const fileSweep = startRepeating(
  'Lead file sweep',
  async () => {
    const removed = await sweepLeadFiles(app.db, app.services.files, app.services.clock());
    if (removed > 0) app.log.info({ removed }, 'Unattached lead files deleted');
  },
  { intervalMs: LEAD_FILE_SWEEP_INTERVAL_MS, log: app.log.child({ worker: 'lead-file-sweep' }) },
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  // A second signal means the operator is done waiting.
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal }, 'Shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await Promise.all([outbox.stop(), fileSweep.stop()]);
    await app.close();
    await client.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
  app.log.info(
    { db: client.kind, docs: `http://${env.API_HOST}:${env.API_PORT}/docs` },
    'API ready',
  );
} catch (error) {
  app.log.error({ err: error }, 'API failed to start');
  await Promise.all([outbox.stop(), fileSweep.stop()]);
  await client.close();
  process.exit(1);
}
