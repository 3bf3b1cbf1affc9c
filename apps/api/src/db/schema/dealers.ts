import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './catalog.ts';
import { cities, holdings } from './geo.ts';

// A dealership of one holding in one city (SPEC 3 «Dealer»); code is its URL slug within the holding.
export const dealers = pgTable(
  'dealers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint()
      .notNull()
      .references(() => holdings.id),
    cityCode: text()
      .notNull()
      .references(() => cities.code),
    code: text().notNull(),
    name: text().notNull(),
    nameRu: text().notNull(),
    address: text().notNull(),
    metro: text(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    // The first phone is the main one.
    phones: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text(),
    workingHours: text().notNull(),
    // Call-tracking widget ids, answered as calltouchWidget1Id, calltouchWidget2Id, ...
    calltouchWidgetIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [
    unique('dealers_holding_id_code_unique').on(t.holdingId, t.code),
    index('dealers_holding_city_idx').on(t.holdingId, t.cityCode),
  ],
);

// Which makes a dealership sells and services.
export const dealerBrands = pgTable(
  'dealer_brands',
  {
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.brandId] }),
    index('dealer_brands_brand_idx').on(t.brandId),
  ],
);

// Departments of a dealership: sales of new and used cars, service, parts, insurance, credit.
export const dealerDepartments = pgTable(
  'dealer_departments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    workingHours: text().notNull(),
  },
  (t) => [
    unique('dealer_departments_dealer_id_code_unique').on(t.dealerId, t.code),
    index('dealer_departments_code_idx').on(t.code),
  ],
);

// Staff of a dealership; advisers are the ones shown to visitors (/contacts/.../advisers, reviews).
export const employees = pgTable(
  'employees',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    middleName: text().notNull().default(''),
    position: text().notNull(),
    departmentCode: text().notNull(),
    phone: text().notNull(),
    email: text(),
    photo: text(),
    experienceYears: smallint().notNull().default(0),
    about: text().notNull().default(''),
    isAdviser: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [unique('employees_dealer_id_code_unique').on(t.dealerId, t.code)],
);

export type DealerRow = typeof dealers.$inferSelect;
export type NewDealerRow = typeof dealers.$inferInsert;
export type DealerDepartmentRow = typeof dealerDepartments.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
