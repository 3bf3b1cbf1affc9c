import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { refreshSearchTerms } from '../../src/db/queries/search/terms.ts';
import { selectRows } from '../../src/db/queries/search/sql.ts';
import { storeBrands, storeCategories } from '../../src/db/schema/index.ts';
import { STORE_BRANDS } from './brands.ts';
import { buildCategories, itemsPerLeaf } from './categories.ts';
import { emptyItemBatch, leafItemWriter, type ItemBatch, type StockBatch } from './items.ts';

export type StoreSeedOptions = { parts: number; accessories: number };
export type StoreSeedReport = {
  storeCategories: number;
  storeBrands: number;
  storeItems: number;
  storeStock: number;
  searchTerms: number;
};

// Demo scale: 40,000 parts and 12,000 accessories; `--parts N` asks for a larger parts catalogue.
export function storeSeedOptions(argv: readonly string[] = process.argv): StoreSeedOptions {
  const at = argv.indexOf('--parts');
  const value = at >= 0 ? Number(argv[at + 1]) : 40_000;
  if (!Number.isInteger(value) || value < 0) throw new Error('--parts expects a whole number');
  return { parts: value, accessories: 12_000 };
}

const BATCH = 10_000;

async function insertItems(db: Db, b: ItemBatch): Promise<void> {
  const p = sql.param;
  await db.execute(sql`
    insert into store_items (id, kind, category_id, brand_id, name, part_code, price, disprice,
      min_count, popularity, keywords)
    select * from unnest(${p(b.id)}::int[], ${p(b.kind)}::text[], ${p(b.categoryId)}::int[],
      ${p(b.brandId)}::int[], ${p(b.name)}::text[], ${p(b.partCode)}::text[],
      ${p(b.price)}::numeric[], ${p(b.disprice)}::numeric[], ${p(b.minCount)}::smallint[],
      ${p(b.popularity)}::int[], ${p(b.keywords)}::text[])`);
}

async function insertStock(db: Db, s: StockBatch): Promise<void> {
  if (s.itemId.length === 0) return;
  await db.execute(sql`
    insert into store_stock (item_id, dealer_id, qty)
    select * from unnest(${sql.param(s.itemId)}::int[], ${sql.param(s.dealerId)}::int[],
      ${sql.param(s.qty)}::int[])`);
}

// Categories, brands, items with stock at the dealers, then the search vocabulary. Once per database:
// a catalogue already there is left alone (build a larger one in a fresh database).
export async function seedStore(
  db: Db,
  options: StoreSeedOptions = storeSeedOptions(),
): Promise<StoreSeedReport> {
  const existing = await db.select({ id: storeCategories.id }).from(storeCategories).limit(1);
  if (existing.length > 0) {
    const [parts] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from store_items where kind = 'parts'`,
    );
    // A bigger catalogue is never mixed into a seeded one: say so instead of doing nothing silently.
    if ((parts?.n ?? 0) < options.parts) {
      process.stderr.write(
        `The store is seeded already (${parts?.n} parts); --parts ${options.parts} needs a fresh database.\n`,
      );
    }
    return { storeCategories: 0, storeBrands: 0, storeItems: 0, storeStock: 0, searchTerms: 0 };
  }
  const { rows, leaves } = buildCategories();
  await db.insert(storeCategories).values(rows);
  const brandRows = STORE_BRANDS.map((brand, i) => ({ ...brand, id: i + 1 }));
  await db.insert(storeBrands).values(brandRows);
  const brands = new Map(brandRows.map((brand) => [brand.code, brand]));
  const dealers = await selectRows<{ id: number }>(db, sql`select id from dealers order by id`);
  const context = { brands, dealerIds: dealers.map((d) => d.id) };
  const counts = {
    store: itemsPerLeaf(
      leaves.filter((l) => l.kind === 'store'),
      options.accessories,
    ),
    parts: itemsPerLeaf(
      leaves.filter((l) => l.kind === 'parts'),
      options.parts,
    ),
  };
  // One GIN build after the load is much faster than updating the index row by row; the
  // definition is the migration's.
  await db.execute(sql`drop index if exists store_items_search_idx`);
  let nextId = 1;
  let stockRows = 0;
  let items = emptyItemBatch();
  let stock: StockBatch = { itemId: [], dealerId: [], qty: [] };
  const flush = async () => {
    await insertItems(db, items);
    await insertStock(db, stock);
    stockRows += stock.itemId.length;
    items = emptyItemBatch();
    stock = { itemId: [], dealerId: [], qty: [] };
  };
  for (const kind of ['store', 'parts'] as const) {
    const kindLeaves = leaves.filter((l) => l.kind === kind);
    for (const [i, leaf] of kindLeaves.entries()) {
      const count = counts[kind][i] ?? 0;
      const write = leafItemWriter(leaf, context);
      // Big leaves go in slices, so a batch never holds more than BATCH items.
      for (let done = 0; done < count;) {
        const slice = Math.min(count - done, BATCH - items.id.length);
        write(nextId, slice, items, stock);
        nextId += slice;
        done += slice;
        if (items.id.length >= BATCH) await flush();
      }
    }
  }
  if (items.id.length > 0) await flush();
  for (const table of ['store_categories', 'store_brands', 'store_items']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      ),
    );
  }
  await db.execute(
    sql`create index store_items_search_idx on store_items using gin (search_vector)`,
  );
  const searchTerms = await refreshSearchTerms(db);
  // Planner statistics now: PGlite has no autovacuum to gather them later.
  await db.execute(sql`analyze store_items`);
  await db.execute(sql`analyze store_stock`);
  return {
    storeCategories: rows.length,
    storeBrands: brandRows.length,
    storeItems: nextId - 1,
    storeStock: stockRows,
    searchTerms,
  };
}
