import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Old site paths sent to new ones (SPEC 7 /redirects); holding_id null means both holdings.
export const redirects = pgTable(
  'redirects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    holdingId: smallint(),
    urlFrom: text().notNull(),
    urlTo: text().notNull(),
    status: smallint().$type<301 | 302>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // url_from leads so the lookup by path uses this index; a shared row is its own scope.
    unique('redirects_url_from_holding_id_unique').on(t.urlFrom, t.holdingId).nullsNotDistinct(),
    check('redirects_status_check', sql`${t.status} in (301, 302)`),
    check('redirects_holding_id_check', sql`${t.holdingId} in (1, 2)`),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;
export type NewRedirectRow = typeof redirects.$inferInsert;
