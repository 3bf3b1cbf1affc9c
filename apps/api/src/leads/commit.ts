import { createHash } from 'node:crypto';
import type { HoldingId } from '@dealer/contract';
import { CONSENT_VERSION, parseCityCode, type LeadFormDefinition } from '@dealer/domain';
import type { Db } from '../db/client.ts';
import {
  insertLead,
  leadIdByContent,
  leadIdByKey,
  lockSubmit,
  queueDelivery,
  subjectOf,
} from '../db/queries/leads/commit.ts';
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
  const lockKey = BigInt(`0x${lockSource.slice(0, 15)}`);
  return db.transaction(async (tx) => {
    await lockSubmit(tx, lockKey);
    if (key) {
      const same = await leadIdByKey(tx, input.holdingId, key);
      if (same !== null) return { leadId: same, duplicate: true };
    }
    const since = new Date(input.now.getTime() - LEAD_DEDUPE_WINDOW_MS);
    const earlier = await leadIdByContent(tx, hash, since);
    if (earlier !== null) return { leadId: earlier, duplicate: true };
    const values = input.values;
    const leadId = await insertLead(tx, {
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
    });
    if (!skipsCallTracking(input.formUrl)) {
      const subject = await subjectOf(tx, input.form);
      await queueDelivery(tx, {
        leadId,
        site: callTrackingSite(input.holdingId, input.formUrl, values),
        payload: callTrackingLead({ ...input, leadId, subject }),
        now: input.now,
      });
    }
    if (alongside) await alongside(tx, leadId);
    return { leadId, duplicate: false };
  });
}
