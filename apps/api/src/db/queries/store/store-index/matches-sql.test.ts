import type { StoreFilterParams, StoreKind, StoreSort } from '@dealer/contract';
import { searchTokens } from '@dealer/domain/search/index';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbLabel, type TestDb } from '../../../../../test/test-db.ts';
import { seedSearchFixture } from '../../../../routes/search/test-catalogue.ts';
import { createCatalogStore } from '../../catalog/stock-index/index.ts';
import { itemHits, matchSql, PREFIX_FROM } from '../../search/items.ts';
import {
  vehicleFacets,
  vehicleFacetsIn,
  vehicleHits,
  vehicleHitsIn,
} from '../../search/vehicles.ts';
import { resolveTokens, toTsQuery } from '../../search/resolve.ts';
import { selectRows } from '../../search/sql.ts';
import { storeCatalog, type CategoryNode, type StoreCatalog } from '../catalog.ts';
import { filterOptions } from '../filter.ts';
import { filterIndexed, listIndexed } from '../indexed.ts';
import { listItems } from '../items.ts';
import {
  codeRows,
  countPerLeaf,
  hitIds,
  matchRows,
  reloadStoreIndex,
  storeIndex,
} from './index.ts';

const SORTS: StoreSort[] = ['popular', 'price-asc', 'price-desc', 'name', 'discount'];
// PGlite runs SQL in WebAssembly on this thread, so it gets fewer draws than the server.
const RUNS = process.env.TEST_DATABASE_URL ? 60 : 30;

type Case = {
  kind: StoreKind;
  node: CategoryNode | null;
  filter: StoreFilterParams;
  sort: StoreSort;
  page: number;
  perPage: number;
};

// The in-memory store index (decision 0071) against the SQL it replaced: same page ids in order,
// total, and filter panel, for drawn filter sets; same search matches, counts and hit pages; and
// the search's vehicles from the stock index as from SQL.
describe(`the store index against SQL on ${testDbLabel}`, () => {
  let testDb: TestDb;
  let catalog: StoreCatalog;
  let prices: number[];
  beforeAll(async () => {
    testDb = await createTestDb();
    await seedSearchFixture(testDb.client.db);
    catalog = await storeCatalog(testDb.client.db);
    const rows = await selectRows<{ p: string }>(
      testDb.client.db,
      sql`select distinct disprice as p from store_items order by 1`,
    );
    prices = rows.map((r) => Number(r.p));
  }, 240_000);
  afterAll(async () => testDb?.close());

  const cases = () => {
    const nodes = [...catalog.byId.values()];
    const brandCodes = [...catalog.brandsByCode.keys()];
    return fc
      .record({
        kind: fc.constantFrom<StoreKind>('store', 'parts'),
        at: fc.option(fc.nat(nodes.length - 1), { freq: 3 }),
        brand: fc.option(fc.subarray(brandCodes, { maxLength: 4 }), { freq: 2 }),
        from: fc.option(fc.nat(prices.length - 1)),
        to: fc.option(fc.nat(prices.length - 1)),
        inStock: fc.option(fc.boolean()),
        discount: fc.option(fc.boolean()),
        city: fc.option(fc.constantFrom('msk' as const, 'spb' as const)),
        holdingId: fc.constantFrom(1 as const, 2 as const),
        sort: fc.constantFrom(...SORTS),
        page: fc.integer({ min: 1, max: 4 }),
        perPage: fc.integer({ min: 1, max: 60 }),
      })
      .map((d): Case => {
        const node = d.at === null ? null : (nodes[d.at] ?? null);
        const filter: StoreFilterParams = { holdingId: d.holdingId };
        if (d.brand) filter.brand = d.brand;
        if (d.from !== null) filter.priceFrom = prices[d.from];
        if (d.to !== null) filter.priceTo = prices[d.to];
        if (d.inStock !== null) filter.inStock = d.inStock;
        if (d.discount !== null) filter.discount = d.discount;
        if (d.city !== null) filter.city = d.city;
        return {
          kind: node?.kind ?? d.kind,
          node,
          filter,
          sort: d.sort,
          page: d.page,
          perPage: d.perPage,
        };
      });
  };

  it('answers the pages and totals the SQL answers', async () => {
    await fc.assert(
      fc.asyncProperty(cases(), async (c) => {
        const db = testDb.client.db;
        const scope = { kind: c.kind, node: c.node };
        const paging = { sort: c.sort, page: c.page, perPage: c.perPage };
        const [fromIndex, fromSql] = await Promise.all([
          listIndexed(db, catalog, scope, c.filter, paging),
          listItems(db, catalog, scope, c.filter, paging),
        ]);
        expect(fromIndex).toEqual(fromSql);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('answers the filter panel the SQL answers', async () => {
    await fc.assert(
      fc.asyncProperty(cases(), async (c) => {
        const db = testDb.client.db;
        const scope = { kind: c.kind, node: c.node };
        const [fromIndex, fromSql] = await Promise.all([
          filterIndexed(db, catalog, scope, c.filter),
          filterOptions(db, catalog, scope, c.filter),
        ]);
        expect(fromIndex).toEqual(fromSql);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('matches, counts and pages search words as full text does', async () => {
    const db = testDb.client.db;
    const names = await selectRows<{ name: string }>(
      db,
      sql`select name from store_items where id % 37 = 0 order by id`,
    );
    const index = await storeIndex(db);
    const all = { translit: true, layout: true, layoutTranslit: true };
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(names.length - 1),
        fc.array(fc.nat(8), { minLength: 1, maxLength: 3 }),
        fc.constantFrom<StoreKind>('store', 'parts'),
        fc.nat(3),
        async (at, picks, kind, page) => {
          const words = (names[at]?.name ?? '').split(/[\s,]+/).filter((w) => w.length > 1);
          const query = [...new Set(picks.map((i) => words[i % words.length]))].join(' ');
          const resolved = await resolveTokens(db, searchTokens(query, all));
          const tsquery = toTsQuery(resolved.words);
          const stems = resolved.stems.filter((t) => t === null || t.length > 0);
          if (tsquery === '' || stems.some((t) => t === null)) return;
          checked += 1;
          const rows = matchRows(index, stems as string[][]);
          const truth = await selectRows<{ category_id: number; n: number }>(
            db,
            sql`select category_id, count(*)::int as n from store_items i
              where i.is_active and i.search_vector @@ to_tsquery('russian', ${tsquery})
              group by 1`,
          );
          expect(countPerLeaf(index, rows)).toEqual(
            new Map(truth.map((r) => [r.category_id, r.n])),
          );
          const request = { kind, offset: page * 12, limit: 12, leafIds: null };
          const hits = await itemHits(db, catalog, { tsquery, stems: resolved.stems }, request);
          expect(hitIds(index, rows, request)).toEqual(hits.map((hit) => hit.id));
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(RUNS / 2);
  }, 300_000);

  it('finds part codes, whole and by their start, as the SQL does', async () => {
    const db = testDb.client.db;
    const index = await storeIndex(db);
    const codes = await selectRows<{ code: string }>(
      db,
      sql`select part_code_norm as code from store_items where id % 53 = 0 order by id`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.nat(codes.length - 1),
        fc.integer({ min: 4, max: 12 }),
        fc.constantFrom<StoreKind>('store', 'parts'),
        async (at, length, kind) => {
          const code = (codes[at]?.code ?? '').slice(0, length);
          const rows = codeRows(index, code, PREFIX_FROM);
          const truth = await selectRows<{ category_id: number; n: number }>(
            db,
            sql`select i.category_id, count(*)::int as n from store_items i
              where i.is_active and ${matchSql({ code }).where} group by 1`,
          );
          expect(countPerLeaf(index, rows)).toEqual(
            new Map(truth.map((r) => [r.category_id, r.n])),
          );
          const request = { kind, offset: 0, limit: 12, leafIds: null };
          const hits = await itemHits(db, catalog, { code }, request);
          expect(hitIds(index, rows, request)).toEqual(hits.map((hit) => hit.id));
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('finds the vehicles of makes and models as the SQL does', async () => {
    const db = testDb.client.db;
    const stock = createCatalogStore(db);
    const matches = [
      { marks: ['bmw'], models: [] },
      { marks: ['bmw'], models: ['bmw/x5', 'toyota/camry'] },
      { marks: [], models: ['toyota/camry', 'kia/rio', 'bmw/x5'] },
      { marks: ['kia', 'toyota', 'mercedes-benz'], models: [] },
    ];
    for (const holdingId of [1, 2] as const) {
      const index = await stock.holding(holdingId);
      for (const match of matches) {
        const facets = await vehicleFacets(db, holdingId, match);
        expect(vehicleFacetsIn(index, match)).toEqual(facets);
        for (const city of [undefined, 'msk', 'spb'])
          for (const values of [null, facets.slice(1).map((f) => f.value)]) {
            const page = { offset: 0, limit: 12, values, city };
            expect(vehicleHitsIn(index, match, page)).toEqual(
              await vehicleHits(db, holdingId, match, page),
            );
          }
      }
    }
  });

  it('reloads when an item or its stock changes', async () => {
    const db = testDb.client.db;
    const before = await storeIndex(db);
    const [item] = await selectRows<{ id: number }>(
      db,
      sql`select id from store_items where is_active order by popularity desc, id limit 1`,
    );
    await db.execute(sql`update store_items set is_active = false where id = ${item?.id}`);
    const after = await reloadStoreIndex(db);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.size).toBe(before.size - 1);
    expect([...after.ids]).not.toContain(item?.id);
    await db.execute(sql`update store_items set is_active = true where id = ${item?.id}`);
    await db.execute(sql`delete from store_stock where item_id = ${item?.id}`);
    const back = await reloadStoreIndex(db);
    expect(back.ids[0]).toBe(item?.id);
    for (const flags of back.stock.values()) expect(flags[0]).toBe(0);
  });
});
