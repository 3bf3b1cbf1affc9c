import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbClient } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

// Goes into describe names, so a report says which engine a test ran on.
export const testDbLabel = serverUrl ? 'PostgreSQL' : 'PGlite';

// pool.end() returns before the server has let the sessions go; killing them then errors in the client.
async function waitForSessionsToEnd(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await admin.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (result.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type TestDb = { client: DbClient; close(): Promise<void> };

// A fresh, migrated database: in-memory PGlite, or a new uniquely named database on TEST_DATABASE_URL.
export async function createTestDb(): Promise<TestDb> {
  if (!serverUrl) {
    const client = await createDb({ dataDir: 'memory://' });
    await migrate(client);
    return { client, close: () => client.close() };
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let client: DbClient | undefined;
  const close = async () => {
    await client?.close();
    await waitForSessionsToEnd(admin, name);
    // FORCE ends stray sessions (PostgreSQL 13+), so a failed test never leaves the database behind.
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    client = await createDb({ databaseUrl: url.toString() });
    await migrate(client);
    return { client, close };
  } catch (error) {
    await close();
    throw error;
  }
}

// Rows of plain SQL through the underlying driver, for tables outside the drizzle schema.
export async function queryRows<T>(client: DbClient, text: string): Promise<T[]> {
  const result =
    client.kind === 'pglite' ? await client.client.query(text) : await client.client.query(text);
  return result.rows as T[];
}
