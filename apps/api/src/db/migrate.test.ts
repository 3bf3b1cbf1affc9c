import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, queryRows, testDbLabel, type TestDb } from '../../test/test-db.ts';
import { migrate, migrationsFolder } from './migrate.ts';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};

describe(`migrations on ${testDbLabel}`, () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.close());

  it('apply again without error and without repeating', async () => {
    await migrate(testDb.client);
    await migrate(testDb.client);
    const applied = await queryRows(
      testDb.client,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied).toEqual([{ n: journal.entries.length }]);
  });

  it('create the redirects table with its constraints', async () => {
    const insert = (holdingId: number | null, status: number) =>
      testDb.client.db.execute(
        sql`insert into redirects (holding_id, url_from, url_to, status) values (${holdingId}, '/dup/', '/x/', ${status})`,
      );
    await insert(null, 301);
    await insert(1, 301);
    // A second shared row for the same path breaks the one-record-per-scope rule.
    await expect(insert(null, 302)).rejects.toThrow();
    await expect(insert(2, 307)).rejects.toThrow();
    await expect(insert(3, 301)).rejects.toThrow();
  });
});
