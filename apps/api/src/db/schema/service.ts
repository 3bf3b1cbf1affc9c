import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContentBlock } from './content.ts';
import { dealers } from './dealers.ts';
import { leads } from './leads.ts';
import { staffAccounts } from './users.ts';

// The editors' text of a /service or /services page by its path ('service/to', 'services/credit');
// holding_id null means both holdings, a holding's own row wins.
export const servicePages = pgTable(
  'service_pages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint(),
    path: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
    sort: integer().notNull().default(0),
  },
  (t) => [
    unique('service_pages_path_holding_id_unique').on(t.path, t.holdingId).nullsNotDistinct(),
    check('service_pages_path_check', sql`${t.path} ~ '^services?(/[a-z0-9_-]+){0,3}$'`),
  ],
);

// Works a visitor can book, with an indicative price; page_path ties a work to its service page.
export const serviceWorks = pgTable(
  'service_works',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint(),
    code: text().notNull(),
    name: text().notNull(),
    pagePath: text(),
    priceFrom: integer().notNull(),
    durationMinutes: smallint().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    unique('service_works_code_holding_id_unique').on(t.code, t.holdingId).nullsNotDistinct(),
    check('service_works_price_check', sql`${t.priceFrom} >= 0`),
  ],
);

// A dealer's service reception: open days (ISO weekdays), hours in minutes after midnight,
// slot length and how many cars one slot takes.
export const serviceSchedules = pgTable(
  'service_schedules',
  {
    dealerId: integer()
      .primaryKey()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    weekdays: smallint().array().notNull(),
    opensAt: smallint().notNull(),
    closesAt: smallint().notNull(),
    slotMinutes: smallint().notNull(),
    capacity: smallint().notNull(),
  },
  (t) => [
    check(
      'service_schedules_hours_check',
      sql`${t.opensAt} >= 0 and ${t.closesAt} <= 1440 and ${t.opensAt} < ${t.closesAt}`,
    ),
    check('service_schedules_slot_check', sql`${t.slotMinutes} between 10 and 240`),
    check('service_schedules_capacity_check', sql`${t.capacity} between 1 and 50`),
  ],
);

// One booked place of a slot; the unique seat per slot among the places not cancelled is the
// database's guard against overbooking. Phone and address (client key) count the places one
// visitor holds on a day; a place staff cancelled stays as a record and frees its seat.
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    startsAt: smallint().notNull(),
    seat: smallint().notNull(),
    workCode: text().notNull(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    clientKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('service_bookings_slot_seat_uq')
      .on(t.dealerId, t.day, t.startsAt, t.seat)
      .where(sql`${t.cancelledAt} is null`),
    unique('service_bookings_lead_id_unique').on(t.leadId),
    check('service_bookings_seat_check', sql`${t.seat} >= 1`),
    index('service_bookings_dealer_day_idx').on(t.dealerId, t.day),
  ],
);

export type ServicePageRow = typeof servicePages.$inferSelect;
export type ServiceScheduleRow = typeof serviceSchedules.$inferSelect;
export type ServiceBookingRow = typeof serviceBookings.$inferSelect;
