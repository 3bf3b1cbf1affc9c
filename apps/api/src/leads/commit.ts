import { createHash } from 'node:crypto';
import type { HoldingId } from '@dealer/contract';
import { CONSENT_VERSION, parseCityCode, type LeadFormDefinition } from '@dealer/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leadOutbox, leads, leadSubjects } from '../db/schema/index.ts';
import {
  callTrackingLead,
  callTrackingSite,
  fullName,
  skipsCallTracking,
} from './call-tracking-payload.ts';

// A second submit of the same content this soon is the same lead (double click, retried request).
export const LEAD_DEDUPE_WINDOW_MS = 2 * 60_000;

export type LeadInput = {
  holdingId: HoldingId;
  form: LeadFormDefinition;
  formUrl: string;
  // Validated form data, robot field already removed.
  values: Record<string, unknown>;
  phone: string;
  userId: number | null;
  ip: string;
  userAgent: string;
  now: Date;
  // The form's own key (one per filled-in form): a resubmit with it is this lead, at any time.
  idempotencyKey?: string;
};

export type Committed = { leadId: number; duplicate: boolean };

// Keys in a fixed order, so the same content always hashes the same.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return typeof value === 'string' ? value.trim() : value;
}

export function leadContentHash(input: Pick<LeadInput, 'holdingId' | 'form' | 'values'>): string {
  const { clientSession: _session, ...content } = input.values;
  const text = JSON.stringify(canonical({ h: input.holdingId, f: input.form.id, v: content }));
  return createHash('sha256').update(text).digest('hex');
}

export async function subjectOf(db: Db, form: LeadFormDefinition): Promise<string> {
  const [row] = await db
    .select({ name: leadSubjects.name })
    .from(leadSubjects)
    .where(eq(leadSubjects.formId, form.id))
    .limit(1);
  return row?.name ?? form.subject;
}

// The lead, its consent evidence and its outbox row in one transaction (DESIGN 6); `alongside`
// writes what belongs to the same submit (a store order) inside it too.
export async function commitLead(
  db: Db,
  input: LeadInput,
  alongside?: (tx: Db, leadId: number) => Promise<void>,
): Promise<Committed> {
  const hash = leadContentHash(input);
  const key = input.idempotencyKey ?? null;
  // 60 bits of a hash as the advisory-lock key: two submits of one form (same key, or same
  // content without one) wait for each other, so the second sees the first.
  const lockSource = key
    ? createHash('sha256').update(`${input.holdingId}:${key}`).digest('hex')
    : hash;
  const lockKey = BigInt(`0x${lockSource.slice(0, 15)}`).toString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey}::bigint)`);
    if (key) {
      const [same] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.holdingId, input.holdingId), eq(leads.idempotencyKey, key)))
        .limit(1);
      if (same) return { leadId: same.id, duplicate: true };
    }
    const since = new Date(input.now.getTime() - LEAD_DEDUPE_WINDOW_MS);
    const [earlier] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.contentHash, hash), gt(leads.createdAt, since)))
      .orderBy(desc(leads.createdAt))
      .limit(1);
    if (earlier) return { leadId: earlier.id, duplicate: true };
    const values = input.values;
    const [lead] = await tx
      .insert(leads)
      .values({
        holdingId: input.holdingId,
        formId: input.form.id,
        formUrl: input.formUrl,
        cityCode: parseCityCode(values.city),
        userId: input.userId,
        phone: input.phone,
        name: fullName(values),
        email: typeof values.email === 'string' ? values.email.trim() : '',
        payload: values,
        contentHash: hash,
        idempotencyKey: key,
        consentAt: input.now,
        consentIp: input.ip,
        consentFormId: input.form.id,
        consentVersion: CONSENT_VERSION,
        userAgent: input.userAgent.slice(0, 500),
        createdAt: input.now,
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error('lead insert returned nothing');
    if (!skipsCallTracking(input.formUrl)) {
      const subject = await subjectOf(tx, input.form);
      await tx.insert(leadOutbox).values({
        leadId: lead.id,
        channel: 'calltouch',
        site: callTrackingSite(input.holdingId, input.formUrl, values),
        payload: callTrackingLead({ ...input, leadId: lead.id, subject }),
        nextAttemptAt: input.now,
        createdAt: input.now,
      });
    }
    if (alongside) await alongside(tx, lead.id);
    return { leadId: lead.id, duplicate: false };
  });
}
