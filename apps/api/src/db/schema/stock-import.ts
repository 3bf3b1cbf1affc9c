import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './dealers.ts';
import { staffAccounts } from './users.ts';
import { vehicles } from './vehicles.ts';

// Every price a vehicle had, from the day it arrived: the card shows the history, the tile the drop.
export const vehiclePrices = pgTable(
  'vehicle_prices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    price: integer().notNull(),
    disprice: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_prices_vehicle_idx').on(t.vehicleId, t.changedAt)],
);

export type StockImportCounts = {
  total: number;
  added: number;
  updated: number;
  unchanged: number;
  sold: number;
  rejected: number;
  doubtful: number;
  /** The feed photos copied after the import (decision 0073); absent until that step has run. */
  photos?: { fetched: number; kept: number; failed: number };
};

export type StockImportProblem = {
  line: number;
  feedId: string | null;
  vin: string | null;
  title: string;
  level: 'rejected' | 'doubtful';
  reasons: string[];
};

// One import of a dealer's feed and its report: applied, or refused with the reason (nothing changed).
export const stockImports = pgTable(
  'stock_imports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    format: text(),
    status: text().$type<'applied' | 'refused'>().notNull(),
    message: text(),
    counts: jsonb().$type<StockImportCounts>().notNull(),
    problems: jsonb().$type<StockImportProblem[]>().notNull().default([]),
    staffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_imports_dealer_idx').on(t.dealerId, t.finishedAt)],
);

// A dealer's feed address, fetched and imported on a schedule.
export const stockFeeds = pgTable('stock_feeds', {
  dealerId: integer()
    .primaryKey()
    .references(() => dealers.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  everyMinutes: integer().notNull().default(60),
  lastRunAt: timestamp({ withTimezone: true }),
  updatedBy: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// A feed's photo copied into the file store (decision 0073), by its address: the same address in a
// later feed is not fetched again. Only photos that were stored have a row.
export const feedPhotos = pgTable('feed_photos', {
  // The first 32 hex digits of the address's SHA-256: the key in the file store and the image address.
  id: text().primaryKey(),
  url: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  storedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type StockImportRow = typeof stockImports.$inferSelect;
export type StockFeedRow = typeof stockFeeds.$inferSelect;
