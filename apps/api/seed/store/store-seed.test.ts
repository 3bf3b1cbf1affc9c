import { normalizePartCode } from '@dealer/domain/search/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/queries/search/sql.ts';
import { createTestDb, testDbLabel, type TestDb } from '../../test/test-db.ts';
import { createRng } from '../prng.ts';
import { OEM_BRAND_BY_MAKE, STORE_BRANDS } from './brands.ts';
import { buildCategories, itemsPerLeaf } from './categories.ts';
import { FITMENTS } from './fitments.ts';
import { storeSeedOptions, seedStore } from './index.ts';
import { partCode } from './part-code.ts';

describe('store and parts trees', () => {
  const { rows, leaves } = buildCategories();

  it('have three levels, items only on the third, codes unique per section', () => {
    expect(new Set(leaves.map((l) => rows.find((r) => r.id === l.id)?.level))).toEqual(
      new Set([3]),
    );
    for (const kind of ['store', 'parts'] as const) {
      const codes = rows.filter((r) => r.kind === kind).map((r) => r.code);
      expect(new Set(codes).size).toBe(codes.length);
      // Second-level names are the search facets, so they must tell categories apart.
      const names = rows.filter((r) => r.kind === kind && r.level === 2).map((r) => r.nameRu);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(rows.filter((r) => r.level === 1 && r.image === null)).toEqual([]);
  });

  it('name only known brands, and every vehicle make has its original brand', () => {
    const codes = new Set(STORE_BRANDS.map((b) => b.code));
    for (const leaf of leaves)
      for (const brand of leaf.spec.brands) expect(brand === 'oem' || codes.has(brand)).toBe(true);
    for (const { make } of FITMENTS) expect(codes.has(OEM_BRAND_BY_MAKE[make] ?? '')).toBe(true);
  });

  it('share items out by weight exactly', () => {
    const counts = itemsPerLeaf(leaves, 40_001);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40_001);
    expect(Math.max(...counts)).toBeGreaterThan(Math.min(...counts));
  });

  it.each([
    ['0 986 4DD DDD', /^0 986 4\d{2} \d{3}$/],
    ['G\\DB DDDD', /^GDB \d{4}$/],
    ['DAD DDD DDD A', /^\d[A-Z]\d \d{3} \d{3} [A-Z]$/],
    ['\\A DDD DDD DD DD', /^A \d{3} \d{3} \d{2} \d{2}$/],
  ])('print part codes in the pattern %s', (pattern, shape) => {
    const code = partCode(createRng(7), pattern);
    expect(code).toMatch(shape);
    expect(normalizePartCode(code)).toBe(code.replace(/[^0-9A-Z]/g, ''));
  });

  it('read the parts count from the command line', () => {
    expect(storeSeedOptions(['node', 'seed'])).toEqual({ parts: 40_000, accessories: 12_000 });
    expect(storeSeedOptions(['node', 'seed', '--parts', '1000000']).parts).toBe(1_000_000);
    expect(() => storeSeedOptions(['node', 'seed', '--parts', 'many'])).toThrow('--parts');
  });
});

describe(`store seed on ${testDbLabel}`, () => {
  const dbs: TestDb[] = [];
  const options = { parts: 900, accessories: 300 };
  const snapshot = (db: TestDb) =>
    selectRows<{ digest: string; n: number }>(
      db.client.db,
      sql`select md5(string_agg(concat_ws('|', id, kind, category_id, brand_id, name, part_code, price,
        disprice, min_count, popularity), ',' order by id)) as digest, count(*)::int as n from store_items`,
    );
  beforeAll(async () => {
    dbs.push(await createTestDb(), await createTestDb());
  }, 120_000);
  afterAll(async () => {
    for (const db of dbs) await db.close();
  });

  it('writes the same items into two databases, once', async () => {
    const [first, second] = dbs as [TestDb, TestDb];
    const report = await first.client.db.transaction((tx) => seedStore(tx, options));
    expect(report).toMatchObject({ storeItems: 1200, storeStock: 0 });
    expect(report.searchTerms).toBeGreaterThan(300);
    await second.client.db.transaction((tx) => seedStore(tx, options));
    expect(await snapshot(second)).toEqual(await snapshot(first));
    const again = await first.client.db.transaction((tx) => seedStore(tx, options));
    expect(again).toEqual({
      storeCategories: 0,
      storeBrands: 0,
      storeItems: 0,
      storeStock: 0,
      searchTerms: 0,
    });
    const [names] = await selectRows<{ n: number }>(
      first.client.db,
      sql`select count(distinct name)::int as n from store_items`,
    );
    expect(names?.n).toBeGreaterThan(600);
  }, 120_000);
});
