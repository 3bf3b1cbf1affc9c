import type { Bill, BillStatus } from '@dealer/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { billPayments, bills, dealers, type BillPaymentStatus } from '../schema/index.ts';

export type BillRecord = Awaited<ReturnType<typeof findBill>>;

export async function findBill(db: Db, holdingId: number, code: string) {
  const [row] = await db
    .select({
      bill: bills,
      dealerName: dealers.name,
      dealerAddress: dealers.address,
      dealerPhones: dealers.phones,
    })
    .from(bills)
    .innerJoin(dealers, eq(dealers.id, bills.dealerId))
    .where(and(eq(bills.code, code), eq(bills.holdingId, holdingId)));
  return row ?? null;
}

// The code of the bill with this number and amount (kopecks), as /pay finds it; null when none has both.
export async function findBillByNumber(
  db: Db,
  holdingId: number,
  number: string,
  kopecks: number,
): Promise<string | null> {
  const [row] = await db
    .select({ code: bills.code })
    .from(bills)
    .where(
      and(
        eq(bills.holdingId, holdingId),
        eq(sql`upper(${bills.number})`, number),
        eq(sql`${bills.amount} * 100`, kopecks),
      ),
    );
  return row?.code ?? null;
}

// An issued bill past its date is expired, whether or not a job has written it yet.
export function effectiveStatus(status: BillStatus, expiresAt: Date, now: Date): BillStatus {
  return status === 'issued' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

// «Петрова Анна Сергеевна» → «Анна П.»: enough for the payer to recognise the bill, little for anyone else.
export function payerShown(fullName: string): string {
  const [last, first] = fullName.trim().split(/\s+/);
  if (!first || !last) return last ?? '';
  return `${first} ${last.slice(0, 1)}.`;
}

export function toBill(record: NonNullable<BillRecord>, now: Date, cardPayments: boolean): Bill {
  const { bill } = record;
  return {
    id: bill.code,
    number: bill.number,
    status: effectiveStatus(bill.status, bill.expiresAt, now),
    amount: bill.amount,
    currency: 'RUB',
    purpose: bill.purpose,
    payer: payerShown(bill.payerName),
    dealer: {
      name: record.dealerName,
      address: record.dealerAddress,
      phone: record.dealerPhones[0] ?? '',
    },
    createdAt: bill.createdAt.toISOString(),
    expiresAt: bill.expiresAt.toISOString(),
    paidAt: bill.paidAt?.toISOString() ?? null,
    cardPayments,
  };
}

export async function addPayment(
  db: Db,
  billId: number,
  order: { orderId: string; sessionId: string },
  now: Date,
): Promise<void> {
  await db.insert(billPayments).values({ billId, ...order, createdAt: now });
}

export async function openPayments(db: Db, billId: number) {
  return db
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), inArray(billPayments.status, ['created'])))
    .orderBy(billPayments.id);
}

// What one gateway answer did: nothing (another check settled the order first), the order closed,
// the bill paid, or an approved order for a bill already paid by another (a refund to make).
export type Settlement = 'unchanged' | 'settled' | 'paid' | 'approved-again';

/**
 * The gateway's answer about one order; an approved one pays the bill, in the same transaction.
 * Both updates are conditional, so two returns checked at once settle the order once and pay the
 * bill once: the second waits for the first's row lock and then finds nothing left to change.
 */
export async function settlePayment(
  db: Db,
  payment: { id: number; billId: number; orderId: string },
  status: BillPaymentStatus,
  now: Date,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(billPayments)
      .set({ status, checkedAt: now })
      .where(and(eq(billPayments.id, payment.id), eq(billPayments.status, 'created')))
      .returning({ id: billPayments.id });
    if (closed.length === 0) return 'unchanged';
    if (status !== 'approved') return 'settled';
    // The money was taken: the bill is paid even if it expired or was cancelled meanwhile.
    const paid = await tx
      .update(bills)
      .set({ status: 'paid', paidAt: now, gatewayOrderId: payment.orderId })
      .where(
        and(
          eq(bills.id, payment.billId),
          inArray(bills.status, ['issued', 'expired', 'cancelled']),
        ),
      )
      .returning({ id: bills.id });
    return paid.length > 0 ? 'paid' : 'approved-again';
  });
}
