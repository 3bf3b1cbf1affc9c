import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { leadOutbox, type LeadOutboxRow } from '../../schema/index.ts';

/**
 * Takes up to `batch` due rows under a lease until `leaseUntil`; SKIP LOCKED lets several API
 * processes share the work without taking the same row.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  { batch, leaseUntil }: { batch: number; leaseUntil: Date },
): Promise<LeadOutboxRow[]> {
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(
      and(
        isNull(leadOutbox.deliveredAt),
        lte(leadOutbox.nextAttemptAt, now),
        or(isNull(leadOutbox.lockedUntil), lte(leadOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(leadOutbox.nextAttemptAt), asc(leadOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({ lockedUntil: leaseUntil })
    .where(inArray(leadOutbox.id, due))
    .returning();
}

/** Extends the row's lease only while it is still the one `row` was claimed under. */
export async function renewDeliveryLease(
  db: Db,
  row: LeadOutboxRow,
  leaseUntil: Date,
): Promise<boolean> {
  const held = row.lockedUntil;
  if (!held) return false;
  const renewed = await db
    .update(leadOutbox)
    .set({ lockedUntil: leaseUntil })
    .where(
      and(
        eq(leadOutbox.id, row.id),
        eq(leadOutbox.lockedUntil, held),
        isNull(leadOutbox.deliveredAt),
      ),
    )
    .returning({ id: leadOutbox.id });
  return renewed.length === 1;
}

// `via`: the call-tracking adapter that took it ('log' when none is configured: nothing was sent).
export async function markDelivered(
  db: Db,
  id: number,
  delivery: { attempts: number; at: Date; via: string },
) {
  await db
    .update(leadOutbox)
    .set({
      deliveredAt: delivery.at,
      deliveredVia: delivery.via,
      attempts: delivery.attempts,
      lockedUntil: null,
      lastError: null,
    })
    .where(eq(leadOutbox.id, id));
}

export async function markFailed(
  db: Db,
  id: number,
  failure: { attempts: number; nextAttemptAt: Date; error: string },
) {
  await db
    .update(leadOutbox)
    .set({
      attempts: failure.attempts,
      nextAttemptAt: failure.nextAttemptAt,
      lockedUntil: null,
      lastError: failure.error.slice(0, 500),
    })
    .where(eq(leadOutbox.id, id));
}
