import type { EarlyBonus, Loyalty } from '@dealer/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { loyaltyTransactions } from '../schema/index.ts';

// Points expiring within this many days are «скоро сгорят» (SPEC 2.11).
export const BONUS_EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export type LoyaltySummary = { balance: number; earlyBonusSumEnd: EarlyBonus };

// The balance is what is left of unexpired accrual lots; the warning sums the lots ending soon.
export async function loyaltySummary(db: Db, userId: number, now: Date): Promise<LoyaltySummary> {
  const soon = new Date(now.getTime() + BONUS_EXPIRY_WARNING_DAYS * DAY_MS);
  const t = loyaltyTransactions;
  const live = and(
    eq(t.userId, userId),
    eq(t.kind, 'accrual'),
    gt(t.remaining, 0),
    or(isNull(t.expiresAt), gt(t.expiresAt, now)),
  );
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${t.remaining}), 0)::int`,
      expiring: sql<number>`coalesce(sum(${t.remaining}) filter (where ${t.expiresAt} <= ${soon}), 0)::int`,
      dateEnd: sql<
        Date | string | null
      >`min(${t.expiresAt}) filter (where ${t.expiresAt} <= ${soon})`,
    })
    .from(t)
    .where(live);
  const dateEnd = row?.dateEnd ? new Date(row.dateEnd).toISOString() : null;
  return {
    balance: row?.balance ?? 0,
    earlyBonusSumEnd: { bonusQtySum: row?.expiring ?? 0, dateEnd },
  };
}

export async function loyaltyOf(db: Db, userId: number, now: Date): Promise<Loyalty> {
  const summary = await loyaltySummary(db, userId, now);
  const rows = await db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(200);
  return {
    ...summary,
    transactions: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      description: r.description,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt?.toISOString() ?? null,
    })),
  };
}
