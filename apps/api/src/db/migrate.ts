import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { loadEnv } from '../config/env.ts';
import { createDb, type DbClient, type Schema } from './client.ts';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Applies the committed drizzle-kit migrations; already applied ones are skipped, so it is safe to repeat.
export async function migrate(client: DbClient): Promise<void> {
  const config = { migrationsFolder };
  // The drivers' own migrators need their concrete database types; Db is the shared supertype.
  if (client.kind === 'pglite') await migratePglite(client.db as PgliteDatabase<Schema>, config);
  else await migratePg(client.db as NodePgDatabase<Schema>, config);
}

// `node src/db/migrate.ts` (npm run migrate): migrate the database the environment points at.
if (import.meta.main) {
  const env = loadEnv();
  const client = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    await migrate(client);
    process.stdout.write(`Migrations applied (${client.kind}).\n`);
  } finally {
    await client.close();
  }
}
