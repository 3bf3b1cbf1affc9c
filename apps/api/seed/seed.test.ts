import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestDb, testDbLabel, type TestDb } from '../test/test-db.ts';
import { redirects } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { seed } from './index.ts';
import { buildRedirectRows } from './redirects.ts';

const allRedirects = (db: Db) => db.select().from(redirects).orderBy(asc(redirects.id));

describe(`seed on ${testDbLabel}`, () => {
  const dbs: TestDb[] = [];
  beforeAll(async () => {
    dbs.push(await createTestDb(), await createTestDb());
  });
  afterAll(async () => {
    for (const testDb of dbs) await testDb.close();
  });

  it('writes the same rows into two fresh databases', async () => {
    const [first, second] = dbs.map((testDb) => testDb.client.db) as [Db, Db];
    expect(await seed(first)).toEqual({ redirects: buildRedirectRows().length });
    await seed(second);
    expect(await allRedirects(second)).toEqual(await allRedirects(first));
  });

  it('does nothing the second time', async () => {
    const db = dbs[0]!.client.db;
    const before = await allRedirects(db);
    expect(await seed(db)).toEqual({ redirects: 0 });
    expect(await allRedirects(db)).toEqual(before);
  });

  it('holds at least 50 redirects, including the two the web e2e tests use', async () => {
    const rows = await allRedirects(dbs[0]!.client.db);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    const pick = ({ holdingId, urlFrom, urlTo, status }: (typeof rows)[number]) => ({
      holdingId,
      urlFrom,
      urlTo,
      status,
    });
    expect(rows.map(pick)).toEqual(
      expect.arrayContaining([
        { holdingId: null, urlFrom: '/promo-old/', urlTo: '/cars/new/', status: 301 },
        { holdingId: 2, urlFrom: '/h2-only-old/', urlTo: '/services/commission/', status: 302 },
      ]),
    );
    const holdings = new Set(rows.map((row) => row.holdingId));
    expect(holdings).toEqual(new Set([null, 1, 2]));
    expect(rows.some((row) => row.status === 302)).toBe(true);
  });
});
