import type { AuditEntry, AuditList, HoldingId } from '@dealer/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staffAudit, type StaffAuditRow } from '../schema/index.ts';

export type AuditWrite = {
  at: Date;
  staff: { id: number; name: string };
  holdingId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

// One change made in the back office; called inside the change's own transaction (decision 0060).
export async function writeAudit(db: Db, entry: AuditWrite): Promise<void> {
  await db.insert(staffAudit).values({
    at: entry.at,
    staffId: entry.staff.id,
    staffName: entry.staff.name,
    holdingId: entry.holdingId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}

export function toAuditEntry(row: StaffAuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: { id: row.staffId, name: row.staffName },
    holdingId: row.holdingId,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

// The changes of one record, oldest first (a lead's history on its page).
export async function auditOf(
  db: Db,
  holdingId: HoldingId,
  entity: string,
  entityId: string | number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(
      and(
        eq(staffAudit.holdingId, holdingId),
        eq(staffAudit.entity, entity),
        eq(staffAudit.entityId, String(entityId)),
      ),
    )
    .orderBy(staffAudit.at, staffAudit.id);
  return rows.map(toAuditEntry);
}

export type AuditFilter = {
  holdingId: HoldingId;
  entity?: string | undefined;
  entityId?: string | undefined;
  staffId?: number | undefined;
  page: number;
  perPage: number;
};

// The holding's log, newest first: what an administrator reads.
export async function auditLog(db: Db, filter: AuditFilter): Promise<AuditList> {
  const parts: SQL[] = [eq(staffAudit.holdingId, filter.holdingId)];
  if (filter.entity) parts.push(eq(staffAudit.entity, filter.entity));
  if (filter.entityId) parts.push(eq(staffAudit.entityId, filter.entityId));
  if (filter.staffId) parts.push(eq(staffAudit.staffId, filter.staffId));
  const where = and(...parts);
  const [total] = await db.select({ n: count() }).from(staffAudit).where(where);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toAuditEntry),
    meta: {
      page: {
        current: filter.page,
        perPage: filter.perPage,
        total: n,
        totalPages: Math.ceil(n / filter.perPage),
      },
    },
  };
}
