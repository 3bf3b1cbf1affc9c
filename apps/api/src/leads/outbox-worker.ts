import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  claimDueDeliveries,
  markDelivered,
  markFailed,
  renewDeliveryLease,
} from '../db/queries/leads/outbox.ts';
import type { CallTracking } from '../services/call-tracking/types.ts';
import type { Clock } from '../services/clock.ts';
import { startRepeating, type Repeating } from '../services/repeating.ts';

// Retries double from 10 s up to an hour and never stop: an undelivered lead is never dropped.
export const OUTBOX = { baseMs: 10_000, maxMs: 3_600_000, leaseMs: 60_000, batch: 20 } as const;

export function backoffMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(OUTBOX.baseMs * 2 ** exponent, OUTBOX.maxMs);
}

type Deps = { db: Db; callTracking: CallTracking; clock: Clock; log: FastifyBaseLogger };

export type Pass = { delivered: number; failed: number };

// One pass over the due rows: delivered ones close, failed ones wait their backoff.
export async function deliverDue({ db, callTracking, clock, log }: Deps): Promise<Pass> {
  const now = clock();
  const lease = (at: Date) => new Date(at.getTime() + OUTBOX.leaseMs);
  // A batch of slow calls can outlast the lease it was claimed under, and another worker may then
  // claim its last rows: each row's lease is renewed just before its call, only while still ours.
  const rows = await claimDueDeliveries(db, now, { batch: OUTBOX.batch, leaseUntil: lease(now) });
  const pass: Pass = { delivered: 0, failed: 0 };
  for (const row of rows) {
    if (!(await renewDeliveryLease(db, row, lease(clock())))) continue;
    const attempts = row.attempts + 1;
    try {
      await callTracking.register(row.site, row.payload);
      await markDelivered(db, row.id, { attempts, at: clock(), via: callTracking.name });
      pass.delivered += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const next = new Date(clock().getTime() + backoffMs(attempts));
      await markFailed(db, row.id, { attempts, nextAttemptAt: next, error: message });
      log.warn(
        { outboxId: row.id, leadId: row.leadId, attempts, next, err: error },
        'Lead delivery failed',
      );
      pass.failed += 1;
    }
  }
  return pass;
}

// Runs a pass every intervalMs in this process (server.ts starts it); stop() waits for the pass in flight.
export function startOutboxWorker(deps: Deps & { intervalMs: number }): Repeating {
  const pass = async () => {
    const done = await deliverDue(deps);
    if (done.delivered + done.failed > 0) deps.log.info(done, 'Lead outbox pass');
  };
  return startRepeating('Lead outbox pass', pass, deps);
}
