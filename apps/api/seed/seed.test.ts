import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestDb, testDbLabel, type TestDb } from '../test/test-db.ts';
import {
  bills,
  dealers,
  employees,
  publications,
  redirects,
  reviews,
  seoMeta,
  vehicles,
} from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { seed } from './index.ts';
import { buildRedirectRows } from './redirects.ts';

const allRedirects = (db: Db) => db.select().from(redirects).orderBy(asc(redirects.id));
// The catalogue and content tables, in a fixed order, to compare two seeded databases.
const catalogueRows = async (db: Db) =>
  Promise.all([
    db.select().from(vehicles).orderBy(asc(vehicles.id)),
    db.select().from(dealers).orderBy(asc(dealers.id)),
    db.select().from(employees).orderBy(asc(employees.id)),
    db.select().from(publications).orderBy(asc(publications.id)),
    db.select().from(reviews).orderBy(asc(reviews.id)),
    db.select().from(seoMeta).orderBy(asc(seoMeta.id)),
    db.select().from(bills).orderBy(asc(bills.id)),
  ]);
// Seeding the whole demo catalogue takes a while on PGlite.
const SEED_TIMEOUT = 240_000;

describe(`seed on ${testDbLabel}`, () => {
  const dbs: TestDb[] = [];
  beforeAll(async () => {
    dbs.push(await createTestDb(), await createTestDb());
  });
  afterAll(async () => {
    for (const testDb of dbs) await testDb.close();
  });

  it(
    'writes the same rows into two fresh databases',
    async () => {
      const [first, second] = dbs.map((testDb) => testDb.client.db) as [Db, Db];
      expect((await seed(first)).redirects).toBe(buildRedirectRows().length);
      await seed(second);
      expect(await allRedirects(second)).toEqual(await allRedirects(first));
      expect(await catalogueRows(second)).toEqual(await catalogueRows(first));
    },
    SEED_TIMEOUT,
  );

  it(
    'does nothing the second time',
    async () => {
      const db = dbs[0]!.client.db;
      const before = await allRedirects(db);
      const report = await seed(db);
      expect(Object.entries(report).filter(([, n]) => n !== 0)).toEqual([]);
      expect(await allRedirects(db)).toEqual(before);
    },
    SEED_TIMEOUT,
  );

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
