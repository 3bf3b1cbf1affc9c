import { vehicleStatusSchema } from '@dealer/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueSnapshot } from '../../../../test/seeded-app.ts';
import { createSeededTestDb } from '../../../../test/seeded-db.ts';
import { testDbLabel, type TestDb } from '../../../../test/test-db.ts';
import { vehicles } from '../../schema/index.ts';
import { selectRows } from '../search/sql.ts';
import { isOnSale, onSaleSql } from './on-sale.ts';
import { createCatalogStore } from './stock-index/index.ts';

describe('isOnSale', () => {
  it('takes every status but sold', () => {
    const onSale = vehicleStatusSchema.options.filter(isOnSale);
    expect(onSale).toEqual(['in-stock', 'in-transit', 'reserved', 'on-sale-soon']);
  });
});

describe(`onSaleSql on ${testDbLabel}`, () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createSeededTestDb('catalogue', seedCatalogueSnapshot);
  }, 600_000);
  afterAll(async () => testDb?.close());

  it('keeps the rows of the statuses isOnSale takes, on the table and under another name', async () => {
    const { db } = testDb.client;
    const byStatus = await db
      .select({
        status: vehicles.status,
        all: count(),
        onSale: sql<number>`count(*) filter (where ${onSaleSql()})`.mapWith(Number),
      })
      .from(vehicles)
      .groupBy(vehicles.status);
    expect(byStatus.find((row) => row.status === 'sold')?.all).toBeGreaterThan(0);
    for (const row of byStatus) expect(row.onSale).toBe(isOnSale(row.status) ? row.all : 0);

    const [aliased] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from vehicles v where ${onSaleSql(sql.raw('v.status'))}`,
    );
    const onSale = byStatus.reduce((sum, row) => sum + row.onSale, 0);
    expect(aliased?.n).toBe(onSale);
  });

  it('agrees with the stock index: the cards isOnSale keeps are the rows the SQL keeps', async () => {
    const store = createCatalogStore(testDb.client.db);
    const cards = [...(await store.holding(1)).cards, ...(await store.holding(2)).cards];
    const [row] = await selectRows<{ n: number }>(
      testDb.client.db,
      sql`select count(*)::int as n from vehicles where ${onSaleSql()}`,
    );
    expect(cards.filter((card) => isOnSale(card.status))).toHaveLength(row!.n);
  });
});
