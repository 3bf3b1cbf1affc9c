import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { dealers } from './dealers.ts';

// The search tables live beside the store; one barrel line in index.ts covers both.
export * from './search.ts';

export type StoreKind = 'store' | 'parts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
// Roubles with kopecks (SPEC 4 rounds item prices up), read as numbers.
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

// Accessory (store) and parts categories: one tree per kind, level 1..3, codes unique per kind.
export const storeCategories = pgTable(
  'store_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<StoreKind>().notNull(),
    parentId: integer().references((): AnyPgColumn => storeCategories.id, {
      onDelete: 'cascade',
    }),
    level: smallint().notNull(),
    code: text().notNull(),
    nameRu: text().notNull(),
    image: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    unique('store_categories_kind_code_unique').on(t.kind, t.code),
    index('store_categories_parent_idx').on(t.parentId),
    check('store_categories_kind_check', sql`${t.kind} in ('store', 'parts')`),
    check('store_categories_level_check', sql`${t.level} between 1 and 3`),
  ],
);

// Makes of parts and accessories (Bosch, Brembo, ...); SPEC 3 answers the English name.
export const storeBrands = pgTable('store_brands', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  nameEn: text().notNull(),
  country: text().notNull().default(''),
});

// One sellable accessory or part; category_id is its deepest category.
export const storeItems = pgTable(
  'store_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<StoreKind>().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => storeCategories.id),
    brandId: integer()
      .notNull()
      .references(() => storeBrands.id),
    name: text().notNull(),
    // As the maker prints it ("0 986 494 525"); the normalised form is what lookups use.
    partCode: text().notNull().default(''),
    partCodeNorm: text().generatedAlwaysAs(
      sql`upper(regexp_replace(part_code, '[^0-9A-Za-z]', '', 'g'))`,
    ),
    price: money().notNull(),
    // Equal to price when there is no discount.
    disprice: money().notNull(),
    minCount: smallint().notNull().default(1),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text().notNull().default(''),
    // Sales rank of the last months: the default order of lists and search hits.
    popularity: integer().notNull().default(0),
    // Brand and category names, so "bosch" or "коврики" finds items whose names lack them.
    keywords: text().notNull().default(''),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', name), 'A') || setweight(to_tsvector('russian', keywords), 'B')`,
    ),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_items_kind_check', sql`${t.kind} in ('store', 'parts')`),
    check('store_items_price_check', sql`${t.disprice} <= ${t.price} and ${t.disprice} > 0`),
    check('store_items_min_count_check', sql`${t.minCount} >= 1`),
    index('store_items_search_idx').using('gin', t.searchVector),
    index('store_items_part_code_idx').on(t.partCodeNorm.op('text_pattern_ops')),
    index('store_items_category_popularity_idx').on(t.categoryId, t.popularity.desc()),
    // Search hits come in this order: a broad word finds its first page after a few hundred rows.
    index('store_items_kind_popularity_idx').on(t.kind, t.popularity.desc(), t.id),
    index('store_items_category_price_idx').on(t.categoryId, t.disprice),
    index('store_items_brand_idx').on(t.brandId),
  ],
);

// Stock per dealer; a dealer of the visitor's holding with qty > 0 has the item in stock.
export const storeStock = pgTable(
  'store_stock',
  {
    itemId: integer()
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.dealerId] }),
    index('store_stock_dealer_idx').on(t.dealerId),
    check('store_stock_qty_check', sql`${t.qty} >= 0`),
  ],
);

// One row, bumped by a statement trigger on store_items and store_stock (migration 0025): the
// in-memory store index reloads when it moved (decision 0071).
export const storeVersion = pgTable(
  'store_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('store_version_one_row_check', sql`${t.id} = 1`)],
);

export type StoreCategoryRow = typeof storeCategories.$inferSelect;
export type StoreBrandRow = typeof storeBrands.$inferSelect;
export type StoreItemRow = typeof storeItems.$inferSelect;
export type NewStoreItemRow = typeof storeItems.$inferInsert;
