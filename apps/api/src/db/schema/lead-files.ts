import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';

// PGlite answers bytea as Uint8Array, node-postgres as Buffer (a Uint8Array too).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

// A file sent with a lead form (SPEC 3 «files»), kept in the database so PGlite and PostgreSQL
// hold it alike; /lead/commit attaches it to its lead. Nothing serves it back to visitors.
export const leadFiles = pgTable(
  'lead_files',
  {
    // 32 random hex digits: a form can name only the files its visitor uploaded.
    id: text().primaryKey(),
    holdingId: smallint().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    data: bytea().notNull(),
    uploaderIp: text().notNull(),
    leadId: integer().references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_files_lead_idx').on(t.leadId),
    check('lead_files_size_check', sql`${t.size} between 1 and 10485760`),
    check(
      'lead_files_mime_type_check',
      sql`${t.mimeType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
);

export type LeadFileRow = typeof leadFiles.$inferSelect;
