import type { StoreFilterParams, StoreKind, StoreSort } from '@dealer/contract';
import { searchTokens } from '@dealer/domain/search/index';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbLabel, type TestDb } from '../../../../../test/test-db.ts';
import { seedSearchFixture } from '../../../../routes/search/test-catalogue.ts';
import { createCatalogStore } from '../../catalog/stock-index/index.ts';
import { hitAt, itemHits, matchSql, PREFIX_FROM } from '../../search/items.ts';
import { indexQuery } from '../../search/phrases.ts';
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
  hitRows,
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

  // Both the index and the SQL on one query: equal per-category counts, and equal hits of a page.
  const sameAsSql = async (
    words: string[][],
    resolvedStems: (string[] | null)[],
    kind: StoreKind,
    page: number,
  ) => {
    const db = testDb.client.db;
    const index = await storeIndex(db);
    const tsquery = toTsQuery(words);
    const query = await indexQuery(db, words);
    // A part of stop words alone («для») is left to SQL (search.ts): nothing to compare.
    if (query === null) return null;
    const rows = matchRows(index, query);
    const truth = await selectRows<{ category_id: number; n: number }>(
      db,
      sql`select category_id, count(*)::int as n from store_items i
        where i.is_active and i.search_vector @@ to_tsquery('russian', ${tsquery})
        group by 1`,
    );
    expect(countPerLeaf(index, rows)).toEqual(new Map(truth.map((r) => [r.category_id, r.n])));
    const request = { kind, offset: page * 12, limit: 12, leafIds: null };
    const hits = await itemHits(db, catalog, { tsquery, stems: resolvedStems }, request);
    expect(hitRows(index, rows, request).map((p) => hitAt(catalog, index, p))).toEqual(hits);
    return query;
  };
  // A query holds a phrase when some part of it is read as several lexemes ("x-trail").
  const hasPhrase = (query: { lexemes: readonly string[] }[][][] | null) =>
    !!query?.some((w) => w.some((parts) => parts.some((part) => part.lexemes.length > 1)));

  it('matches, counts and pages search words as full text does', async () => {
    const db = testDb.client.db;
    const names = await selectRows<{ name: string }>(
      db,
      sql`select name from store_items where id % 37 = 0 or (id % 5 = 0 and name ~ '\\w-\\w')
        order by id`,
    );
    const all = { translit: true, layout: true, layoutTranslit: true };
    let checked = 0;
    let phrases = 0;
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
          if (toTsQuery(resolved.words) === '') return;
          const read = await sameAsSql(resolved.words, resolved.stems, kind, page);
          if (read) checked += 1;
          if (hasPhrase(read)) phrases += 1;
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(RUNS / 2);
    expect(phrases).toBeGreaterThan(0);
  }, 300_000);

  it('matches words of several lexemes (phrases) and spellings of several parts as full text does', async () => {
    const db = testDb.client.db;
    // Hyphenated words as the names write them («Mercedes-Benz», «X-Trail», «5W-30»), and plain ones.
    const hyphenated = await selectRows<{ word: string }>(
      db,
      sql`select distinct m[1] as word from store_items,
          regexp_matches(name, '([0-9A-Za-zА-Яа-яЁё]+(-[0-9A-Za-zА-Яа-яЁё]+)+)', 'g') m
        order by 1`,
    );
    const plain = await selectRows<{ word: string }>(
      db,
      sql`select distinct w as word from store_items,
          regexp_split_to_table(name, '[\\s,()«»]+') w
        where id % 41 = 0 and w ~ '^[0-9A-Za-zА-Яа-яЁё]+$' order by 1`,
    );
    expect(hyphenated.length).toBeGreaterThan(3);
    // A word of a name joined to the number after its hyphen («Коврик … CX-5» → «коврик-5», read
    // 'коврик' <-> '-5'): both lexemes are in the row, but apart, so only their places decide.
    const apart = await selectRows<{ word: string }>(
      db,
      sql`select distinct w || m[1] as word from store_items,
          regexp_matches(name, '\\w(-[0-9]+)') m,
          regexp_split_to_table(name, '[\\s,()«»]+') w
        where id % 7 = 0 and w ~ '^[A-Za-zА-Яа-яЁё]{3,}$' order by 1`,
    );
    expect(apart.length).toBeGreaterThan(3);
    const word = fc.oneof(
      fc.constantFrom(...hyphenated.map((r) => r.word)),
      fc.constantFrom(...apart.map((r) => r.word)),
      fc.constantFrom(...plain.map((r) => r.word)),
    );
    // A spelling of one or two parts («land cruiser»), a word of one or two spellings.
    const spelling = fc.array(word, { minLength: 1, maxLength: 2 }).map((parts) => parts.join(' '));
    const words = fc.array(fc.array(spelling, { minLength: 1, maxLength: 2 }), {
      minLength: 1,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(
        words,
        fc.constantFrom<StoreKind>('store', 'parts'),
        fc.nat(2),
        (w, kind, page) =>
          sameAsSql(
            w,
            w.map(() => null),
            kind,
            page,
          ).then(() => undefined),
      ),
      { numRuns: RUNS },
    );
    // The words of the demo catalogue that gave the slow tail read as phrases and match.
    const index = await storeIndex(db);
    for (const spelling of ['mercedes-benz', 'x-trail', 'e-class']) {
      const query = await sameAsSql([[spelling]], [null], 'parts', 0);
      expect(hasPhrase(query)).toBe(true);
      expect(matchRows(index, query!).length, spelling).toBeGreaterThan(0);
    }
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
