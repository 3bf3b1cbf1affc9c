import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { bills, dealers, type BillStatus } from '../src/db/schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { STOCK_DATE } from './catalog/build-vehicles.ts';
import { person } from './catalog/people.ts';
import { createRng, seedFor, type Rng } from './prng.ts';

const DAY = 86_400_000;
const PER_HOLDING = 20;
// Demo bills waiting for payment stay payable for years, so the /pay pages can be tried.
const DEMO_OPEN_UNTIL = Date.UTC(2030, 11, 31);

const PURPOSES: readonly { text: (n: number) => string; from: number; to: number }[] = [
  {
    text: (n) => `Предоплата за автомобиль по договору купли-продажи № ДКП-${n}`,
    from: 50_000,
    to: 300_000,
  },
  {
    text: (n) => `Оплата технического обслуживания по заказ-наряду № ЗН-${n}`,
    from: 8_000,
    to: 65_000,
  },
  { text: (n) => `Оплата запасных частей по заказу № З-${n}`, from: 2_500, to: 90_000 },
  { text: (n) => `Оплата кузовного ремонта по заказ-наряду № КР-${n}`, from: 25_000, to: 240_000 },
  {
    text: (n) => `Оплата дополнительного оборудования по заказу № ДО-${n}`,
    from: 15_000,
    to: 160_000,
  },
];

// 12 waiting, 4 paid, 2 cancelled, 2 expired per holding.
const STATUSES: readonly BillStatus[] = [
  ...Array<BillStatus>(12).fill('issued'),
  ...Array<BillStatus>(4).fill('paid'),
  ...Array<BillStatus>(2).fill('cancelled'),
  ...Array<BillStatus>(2).fill('expired'),
];

const hex = (rng: Rng, digits: number) =>
  Array.from({ length: digits }, () => rng.int(0, 15).toString(16)).join('');

export function buildBills(
  rng: Rng,
  dealerRows: readonly { id: number; holdingId: number }[],
): (typeof bills.$inferInsert)[] {
  const out: (typeof bills.$inferInsert)[] = [];
  for (const holdingId of [1, 2]) {
    const own = dealerRows.filter((d) => d.holdingId === holdingId);
    if (own.length === 0) continue;
    for (let i = 0; i < PER_HOLDING; i++) {
      const status = STATUSES[i % STATUSES.length] ?? 'issued';
      const purpose = rng.pick(PURPOSES);
      const payer = person(rng);
      const created = STOCK_DATE + rng.int(0, 60) * DAY + rng.int(9, 18) * 3_600_000;
      const kopecks = rng.int(0, 1) === 0 ? 0 : rng.int(1, 99) / 100;
      out.push({
        code: hex(rng, 32),
        number: `${holdingId}-${String(i + 1).padStart(5, '0')}`,
        holdingId,
        dealerId: rng.pick(own).id,
        payerName: `${payer.lastName} ${payer.firstName} ${payer.middleName}`,
        purpose: purpose.text(rng.int(1000, 9999)),
        amount: rng.int(purpose.from / 100, purpose.to / 100) * 100 + kopecks,
        status,
        createdAt: new Date(created),
        expiresAt: new Date(status === 'issued' ? DEMO_OPEN_UNTIL : created + 5 * DAY),
        paidAt: status === 'paid' ? new Date(created + rng.int(1, 72) * 3_600_000) : null,
        gatewayOrderId: status === 'paid' ? String(rng.int(100_000, 999_999)) : null,
      });
    }
  }
  return out;
}

// About 20 bills per holding from invented payers; skipped when bills exist.
export async function seedBills(db: Db): Promise<number> {
  const existing = await db.select({ id: bills.id }).from(bills).limit(1);
  if (existing.length > 0) return 0;
  const dealerRows = await db
    .select({ id: dealers.id, holdingId: dealers.holdingId })
    .from(dealers)
    .where(eq(dealers.isActive, true))
    .orderBy(asc(dealers.id));
  const rows = buildBills(createRng(seedFor('bills')), dealerRows);
  await bulkInsert(db, bills, rows);
  return rows.length;
}
