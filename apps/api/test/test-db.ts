import type { DbClient } from '../src/db/client.ts';
import { createSeededTestDb, noData, type TestDb } from './seeded-db.ts';

export type { TestDb };

// Goes into describe names, so a report says which engine a test ran on.
export const testDbLabel = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new uniquely named database on
 * TEST_DATABASE_URL. Both are copies of one snapshot migrated once per run (decision 0034).
 */
export function createTestDb(): Promise<TestDb> {
  return createSeededTestDb('migrated', noData);
}

// Rows of plain SQL through the underlying driver, for tables outside the drizzle schema.
export async function queryRows<T>(client: DbClient, text: string): Promise<T[]> {
  const result =
    client.kind === 'pglite' ? await client.client.query(text) : await client.client.query(text);
  return result.rows as T[];
}
