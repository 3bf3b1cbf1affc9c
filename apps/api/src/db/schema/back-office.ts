import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';
import { staffAccounts } from './users.ts';

const time = () => timestamp({ withTimezone: true });

// What staff do with a lead (issue 30): new until someone takes it, then in work, then closed.
export const LEAD_STATES = ['new', 'working', 'won', 'lost'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

// A lead's work: its state and the manager who took it. No row: a new lead nobody took.
export const leadWork = pgTable(
  'lead_work',
  {
    leadId: integer()
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    state: text().$type<LeadState>().notNull(),
    managerId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: time().notNull(),
  },
  (t) => [
    check('lead_work_state_check', sql`${t.state} in ('new', 'working', 'won', 'lost')`),
    index('lead_work_manager_idx').on(t.managerId),
  ],
);

// Every change made in the back office (decision 0060): who, when, what, before and after.
// The staff member's name is copied so the record reads the same after the account changes.
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: time().notNull(),
    staffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffName: text().notNull(),
    // The holding the change belongs to; null for a change of the whole group (a group account).
    holdingId: smallint(),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('staff_audit_holding_at_idx').on(t.holdingId, t.at),
    index('staff_audit_entity_idx').on(t.entity, t.entityId),
  ],
);

export type LeadWorkRow = typeof leadWork.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
