import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

// PGlite answers bytea as Uint8Array, node-postgres as Buffer (a Uint8Array too).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const INVESTOR_SECTIONS = [
  'financial_reports',
  'korporativnye-dokumenty',
  'operatsionnye-pokazateli',
  'reytingi',
] as const;
export type InvestorSection = (typeof INVESTOR_SECTIONS)[number];

// The documents of the investor pages (SPEC 2.8), kept in the database so PGlite and PostgreSQL
// serve them alike; the file itself is read only when a visitor downloads it.
export const investorDocuments = pgTable(
  'investor_documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint().notNull(),
    section: text().$type<InvestorSection>().notNull(),
    title: text().notNull(),
    publishedOn: date({ mode: 'string' }).notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull().default('application/pdf'),
    size: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [
    index('investor_documents_section_idx').on(t.holdingId, t.section, t.publishedOn),
    check(
      'investor_documents_section_check',
      sql`${t.section} in ('financial_reports', 'korporativnye-dokumenty', 'operatsionnye-pokazateli', 'reytingi')`,
    ),
  ],
);
