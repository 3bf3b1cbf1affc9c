import { vehicleStatusSchema, type CatalogFilter } from '@dealer/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCases, type ListingCase } from '../../../../../test/catalog-filter-arbitrary.ts';
import { seedCatalogueSnapshot } from '../../../../../test/seeded-app.ts';
import { createSeededTestDb } from '../../../../../test/seeded-db.ts';
import type { TestDb } from '../../../../../test/test-db.ts';
import { sqlFacets, sqlListingPage } from '../listing-sql/index.ts';
import {
  countFacets,
  createCatalogStore,
  pageOf,
  predicatesOf,
  type CatalogStore,
  type HoldingIndex,
} from './index.ts';

type Filters = (index: HoldingIndex, filter: CatalogFilter) => ReturnType<typeof predicatesOf>;
type Engine = { name: string; engine: 'pglite' | 'postgres'; runs: number };

// PGlite runs SQL in WebAssembly on this thread, so it gets fewer draws than the server.
const engines: Engine[] = [
  { name: 'PGlite', engine: 'pglite', runs: 40 },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', engine: 'postgres', runs: 80 } as const]
    : []),
];

// Filters broken on purpose, each with the filters its cases always carry, so the break can show.
const MUTANTS: [string, ('price' | 'status')[], (f: CatalogFilter) => CatalogFilter][] = [
  [
    'the upper price bound exclusive',
    ['price'],
    (f) => (f.priceTo === undefined ? f : { ...f, priceTo: f.priceTo - 1 }),
  ],
  [
    'sold vehicles listed',
    [],
    (f) => (f.status ? f : { ...f, status: vehicleStatusSchema.options }),
  ],
];

describe.each(engines)('the stock index against SQL on $name', ({ engine, runs }) => {
  let testDb: TestDb;
  let store: CatalogStore;
  let stock: HoldingIndex[];
  beforeAll(async () => {
    testDb = await createSeededTestDb('catalogue', seedCatalogueSnapshot, engine);
    store = createCatalogStore(testDb.client.db);
    stock = [await store.holding(1), await store.holding(2)];
  }, 600_000);
  afterAll(async () => testDb?.close());

  // The index's answer (under the given filter rule) and the database's, in one shape.
  const both = async (c: ListingCase, filters: Filters = predicatesOf) => {
    const index = await store.holding(c.holdingId);
    const predicates = filters(index, c.filter);
    const page = pageOf(index, predicates, c.sort, c.page, c.perPage);
    const [sqlPage, facets] = await Promise.all([
      sqlListingPage(testDb.client.db, c),
      sqlFacets(testDb.client.db, c.holdingId, c.filter),
    ]);
    return {
      index: {
        total: page.total,
        ids: page.items.map((v) => v.id),
        facets: countFacets(index, predicates),
      },
      sql: { total: sqlPage.total, ids: sqlPage.items.map((v) => v.id), facets },
    };
  };
  const agreement = (cases: fc.Arbitrary<ListingCase>, filters?: Filters) =>
    fc.asyncProperty(cases, async (c) => {
      const { index, sql } = await both(c, filters);
      expect(index).toEqual(sql);
    });

  it('answers every drawn listing as SQL does: total, page ids in order, facets', async () => {
    expect(stock[0]!.size + stock[1]!.size).toBeGreaterThan(5000);
    await fc.assert(agreement(listingCases(stock)), { numRuns: runs });
  }, 600_000);

  it('gives the same full cards as SQL on a page of each holding', async () => {
    for (const holdingId of [1, 2]) {
      const c = { holdingId, filter: {}, sort: 'price-asc', page: 2, perPage: 24 } as const;
      const index = await store.holding(holdingId);
      const page = pageOf(index, predicatesOf(index, c.filter), c.sort, c.page, c.perPage);
      expect(page.items).toHaveLength(24);
      expect(page).toEqual(await sqlListingPage(testDb.client.db, c));
    }
  }, 120_000);

  // The property must be able to fail: each filter broken on purpose is caught within the same draws.
  it.each(MUTANTS)(
    'catches a broken filter: %s',
    async (_, always, broken) => {
      const filters: Filters = (index, filter) => predicatesOf(index, broken(filter));
      const result = await fc.check(agreement(listingCases(stock, { always }), filters), {
        numRuns: runs,
        endOnFailure: true,
      });
      expect(result.failed).toBe(true);
    },
    600_000,
  );
});
