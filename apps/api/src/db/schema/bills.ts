import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { dealers } from './dealers.ts';
import { holdings } from './geo.ts';

export type BillStatus = 'issued' | 'paid' | 'cancelled' | 'expired';
export type BillPaymentStatus = 'created' | 'approved' | 'declined' | 'cancelled';

// A bill a dealership sends by SMS as a /pay/{code} link (SPEC 2.8); the code is the only key the payer has.
export const bills = pgTable(
  'bills',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    // 32 random hex digits: the link cannot be guessed from another bill's.
    code: text().notNull().unique(),
    number: text().notNull(),
    holdingId: smallint()
      .notNull()
      .references(() => holdings.id),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id),
    payerName: text().notNull(),
    purpose: text().notNull(),
    // Roubles with kopecks, as the store's prices; the gateway gets kopecks.
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull().default('RUB'),
    status: text().$type<BillStatus>().notNull().default('issued'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    // The gateway order that paid the bill.
    gatewayOrderId: text(),
  },
  (t) => [
    unique('bills_holding_id_number_unique').on(t.holdingId, t.number),
    check('bills_amount_check', sql`${t.amount} > 0`),
    check('bills_currency_check', sql`${t.currency} = 'RUB'`),
    check('bills_status_check', sql`${t.status} in ('issued', 'paid', 'cancelled', 'expired')`),
    check('bills_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

// Every order registered with the card gateway for a bill; the status is the gateway's, asked by the server.
export const billPayments = pgTable(
  'bill_payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    billId: integer()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    orderId: text().notNull(),
    sessionId: text().notNull(),
    status: text().$type<BillPaymentStatus>().notNull().default('created'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('bill_payments_order_id_unique').on(t.orderId),
    index('bill_payments_bill_idx').on(t.billId),
    check(
      'bill_payments_status_check',
      sql`${t.status} in ('created', 'approved', 'declined', 'cancelled')`,
    ),
  ],
);

export type BillRow = typeof bills.$inferSelect;
export type BillPaymentRow = typeof billPayments.$inferSelect;
