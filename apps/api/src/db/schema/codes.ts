import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { employees } from './dealers.ts';
import { vehicles } from './vehicles.ts';

// SPEC 2.3 code-addressed pages: /sl/{code} short links made by /slgen; one code per page of a holding.
export const shortLinks = pgTable(
  'short_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull().unique(),
    holdingId: smallint().notNull(),
    targetUrl: text().notNull(),
    hits: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('short_links_holding_id_target_url_unique').on(t.holdingId, t.targetUrl)],
);

// /ic/{code}: a printed code that names a vehicle of the stock or an item of the store.
export const itemCodes = pgTable(
  'item_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull().unique(),
    holdingId: smallint().notNull(),
    vehicleId: integer().references(() => vehicles.id, { onDelete: 'cascade' }),
    // Store item id (the store area's table); a code names a vehicle or an item, never both.
    storeItemId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_codes_vehicle_idx').on(t.vehicleId)],
);

export type VcardTranslation = {
  firstName: string;
  lastName: string;
  position: string;
  company: string;
};

// /vcard/{code} and /vcard/{lang}/{code}: an employee's business card, in Russian and translated.
export const vcards = pgTable(
  'vcards',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull().unique(),
    holdingId: smallint().notNull(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    translations: jsonb()
      .$type<Partial<Record<'en' | 'cn', VcardTranslation>>>()
      .notNull()
      .default({}),
    // SPEC 2.3 /i/{person}: the few named staff with a profile page; null for everyone else.
    profileSlug: text(),
  },
  (t) => [unique('vcards_holding_id_profile_slug_unique').on(t.holdingId, t.profileSlug)],
);

export type ShortLinkRow = typeof shortLinks.$inferSelect;
export type ItemCodeRow = typeof itemCodes.$inferSelect;
export type VcardRow = typeof vcards.$inferSelect;
