import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, smallint, text } from 'drizzle-orm/pg-core';

// The two holdings of SPEC 9; their display values live in packages/domain, rows exist for foreign keys.
export const holdings = pgTable(
  'holdings',
  {
    id: smallint().primaryKey(),
    domain: text().notNull().unique(),
    name: text().notNull(),
  },
  (t) => [check('holdings_id_check', sql`${t.id} in (1, 2)`)],
);

// Cities of SPEC 3 (msk, spb), with a map centre for the dealer maps.
export const cities = pgTable('cities', {
  code: text().primaryKey(),
  name: text().notNull(),
  regionWithType: text().notNull(),
  lat: doublePrecision().notNull(),
  lon: doublePrecision().notNull(),
});

export type HoldingRow = typeof holdings.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
