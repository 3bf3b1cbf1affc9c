import type {
  TransportType,
  VehicleCategory,
  VehicleCondition,
  VehicleStatus,
} from '@dealer/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, models, series } from './catalog.ts';
import { dealers } from './dealers.ts';
import { cities, holdings } from './geo.ts';

export type VehiclePanorama = { exterior: string[]; interior: string | null };

// One vehicle of the stock: a new car from a dealer or a used one taken in trade.
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint()
      .notNull()
      .references(() => holdings.id),
    cityCode: text()
      .notNull()
      .references(() => cities.code),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id),
    category: text().$type<VehicleCategory>().notNull(),
    transportType: text().$type<TransportType>().notNull(),
    isCommercial: boolean().notNull().default(false),
    isElectric: boolean().notNull().default(false),
    condition: text().$type<VehicleCondition>().notNull(),
    status: text().$type<VehicleStatus>().notNull().default('in-stock'),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    modelId: integer()
      .notNull()
      .references(() => models.id),
    seriesId: integer().references(() => series.id),
    modification: text().notNull(),
    equipment: text().notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    year: smallint().notNull(),
    // Roubles. disprice is the price after the unconditional discount (equal to price without one).
    price: integer().notNull(),
    disprice: integer().notNull(),
    discountCredit: integer().notNull().default(0),
    discountTradeIn: integer().notNull().default(0),
    discountInsurance: integer().notNull().default(0),
    mileage: integer().notNull().default(0),
    bodyType: text(),
    motoClass: text(),
    commercialType: text(),
    color: text().notNull(),
    colorHex: text().notNull(),
    colorGroup: text().notNull(),
    country: text().notNull(),
    driveType: text(),
    engineType: text().notNull(),
    // Cubic centimetres (0 for electric); power in horsepower.
    engineVolume: integer().notNull().default(0),
    power: integer().notNull(),
    gearType: text(),
    seats: smallint(),
    // A used car's feed may hide its VIN: the feed's own id tells it apart then (stock-import).
    vin: text().unique(),
    feedId: text(),
    stateNumber: text(),
    owners: smallint(),
    // The site's own photo addresses; an imported car's are copied from photoSources (decision 0073).
    photos: jsonb().$type<string[]>().notNull().default([]),
    // The feed's photo addresses as the feed last gave them (stock import): compared on a repeat.
    photoSources: jsonb().$type<string[]>().notNull().default([]),
    panorama: jsonb().$type<VehiclePanorama>(),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVat: boolean().notNull().default(false),
    isSale: boolean().notNull().default(false),
    isPromo: boolean().notNull().default(false),
    description: text().notNull().default(''),
    // The last price change when it was a drop; a rise clears it (the tile's «Цена снижена»).
    priceDroppedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicles_price_check', sql`${t.disprice} <= ${t.price} and ${t.disprice} > 0`),
    check('vehicles_condition_check', sql`${t.condition} in ('new', 'used')`),
    // The listing scope: holding, section, condition, visible status; the rest filters within it.
    index('vehicles_listing_idx').on(t.holdingId, t.category, t.condition, t.status),
    index('vehicles_listing_price_idx').on(t.holdingId, t.category, t.disprice),
    index('vehicles_listing_created_idx').on(t.holdingId, t.category, t.createdAt),
    index('vehicles_brand_model_idx').on(t.holdingId, t.brandId, t.modelId),
    index('vehicles_dealer_idx').on(t.dealerId),
    uniqueIndex('vehicles_dealer_feed_id_uq').on(t.dealerId, t.feedId),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
