import { sql } from 'drizzle-orm';
import {
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
import { users } from './users.ts';

const time = () => timestamp({ withTimezone: true });

// Which call-tracking site a lead goes to: one per holding, and one for used cars (SPEC 7).
export type CallTrackingSite = 'holding-1' | 'holding-2' | 'used-1' | 'used-2';

// What the call-tracking service receives (INTEGRATIONS.md, Calltouch register request).
export type CallTrackingLead = {
  subject: string;
  requestNumber: string;
  fio: string;
  phoneNumber: string;
  email: string;
  comment: string;
  requestUrl: string;
  sessionId: string;
  tags: string;
};

// Subject names of the lead forms (SPEC 7 /lead/get/{formId}); the form rules live in packages/domain.
export const leadSubjects = pgTable('lead_subjects', {
  formId: text().primaryKey(),
  name: text().notNull(),
  updatedAt: time().notNull().defaultNow(),
});

// A submitted form with the evidence of consent (152-FZ): when, from which address, on which form, which text.
export const leads = pgTable(
  'leads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint().notNull(),
    formId: text().notNull(),
    formUrl: text().notNull(),
    cityCode: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    phone: text().notNull(),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    // Same content within the dedupe window is one lead (a double click, a retried request).
    contentHash: text().notNull(),
    // The form's own key: a resubmit with it is the same lead, however much later (unique per holding).
    idempotencyKey: text(),
    consentAt: time().notNull(),
    consentIp: text().notNull(),
    consentFormId: text().notNull(),
    consentVersion: text().notNull(),
    userAgent: text().notNull().default(''),
    createdAt: time().notNull(),
  },
  (t) => [
    check('leads_holding_id_check', sql`${t.holdingId} in (1, 2)`),
    index('leads_content_hash_idx').on(t.contentHash, t.createdAt),
    uniqueIndex('leads_idempotency_key_uq').on(t.holdingId, t.idempotencyKey),
    index('leads_holding_created_idx').on(t.holdingId, t.createdAt),
    index('leads_form_created_idx').on(t.formId, t.createdAt),
  ],
);

// Deliveries still owed for a lead; rows are never deleted, delivered_at closes them.
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    channel: text().$type<'calltouch'>().notNull(),
    site: text().$type<CallTrackingSite>().notNull(),
    payload: jsonb().$type<CallTrackingLead>().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: time().notNull(),
    // A worker's lease: another worker skips the row until it passes (a crash frees it then).
    lockedUntil: time(),
    lastError: text(),
    deliveredAt: time(),
    // The adapter that took it: 'log' means call tracking is not configured (nothing was sent).
    deliveredVia: text(),
    createdAt: time().notNull(),
  },
  (t) => [
    index('lead_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
    index('lead_outbox_lead_idx').on(t.leadId),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadOutboxRow = typeof leadOutbox.$inferSelect;
