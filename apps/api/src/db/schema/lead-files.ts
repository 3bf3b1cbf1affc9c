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

// A file sent with a lead form (SPEC 3 «files»): its metadata; the bytes are in the file store under
// storageKey (decision 0047). /lead/commit attaches it to its lead; only the lead desk reads it back.
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
    storageKey: text(),
    // Bytes kept here before migration 0018; moved to the store at start (leads/legacy-files.ts),
    // the column is dropped by a later migration once every installation has started once.
    data: bytea(),
    uploaderIp: text().notNull(),
    leadId: integer().references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_files_lead_idx').on(t.leadId),
    // What an address keeps unclaimed (its cap) and what the sweep deletes are both free files.
    index('lead_files_free_uploader_idx')
      .on(t.uploaderIp)
      .where(sql`${t.leadId} is null`),
    index('lead_files_free_created_idx')
      .on(t.createdAt)
      .where(sql`${t.leadId} is null`),
    check('lead_files_stored_check', sql`${t.storageKey} is not null or ${t.data} is not null`),
    check('lead_files_size_check', sql`${t.size} between 1 and 10485760`),
    check(
      'lead_files_mime_type_check',
      sql`${t.mimeType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
);

export type LeadFileRow = typeof leadFiles.$inferSelect;
