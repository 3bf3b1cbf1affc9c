import type { LeadFormDefinition } from '@dealer/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  leadOutbox,
  leads,
  leadSubjects,
  type CallTrackingLead,
  type CallTrackingSite,
  type NewLeadRow,
} from '../../schema/index.ts';

/** The lead subject of a form (/lead/get/{formId}): the table's name, else the form's own. */
export async function subjectOf(db: Db, form: LeadFormDefinition): Promise<string> {
  const [row] = await db
    .select({ name: leadSubjects.name })
    .from(leadSubjects)
    .where(eq(leadSubjects.formId, form.id))
    .limit(1);
  return row?.name ?? form.subject;
}

/** Waits for, then holds until the transaction ends, the lock of one submit (a 60-bit key). */
export async function lockSubmit(tx: Db, key: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** The holding's lead sent with this form key, if any. */
export async function leadIdByKey(tx: Db, holdingId: number, key: string) {
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.holdingId, holdingId), eq(leads.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
}

/** The latest lead of this content written after `since`, if any. */
export async function leadIdByContent(tx: Db, contentHash: string, since: Date) {
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.contentHash, contentHash), gt(leads.createdAt, since)))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function insertLead(tx: Db, row: NewLeadRow): Promise<number> {
  const [lead] = await tx.insert(leads).values(row).returning({ id: leads.id });
  if (!lead) throw new Error('lead insert returned nothing');
  return lead.id;
}

/** The lead's row in the call-tracking outbox, due at once. */
export async function queueDelivery(
  tx: Db,
  row: { leadId: number; site: CallTrackingSite; payload: CallTrackingLead; now: Date },
): Promise<void> {
  await tx.insert(leadOutbox).values({
    leadId: row.leadId,
    channel: 'calltouch',
    site: row.site,
    payload: row.payload,
    nextAttemptAt: row.now,
    createdAt: row.now,
  });
}
