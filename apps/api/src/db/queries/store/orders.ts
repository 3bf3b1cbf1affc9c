import type { BasketType, HoldingId, StoreOrder } from '@dealer/contract';
import { basketTotals, partsBasketItem } from '@dealer/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { basketItems, storeItems, storeOrderItems, storeOrders } from '../../schema/index.ts';
import { kindOfBasket } from './lists.ts';

export type OrderLine = { accItemId: number; qty: number };
type PricedLine = OrderLine & { name: string; partCode: string; price: number; disprice: number };

// Prices come from the catalogue at the moment of the order, never from the browser.
export async function priceLines(
  db: Db,
  basket: BasketType,
  lines: readonly OrderLine[],
): Promise<{ priced: PricedLine[]; missing: number[] }> {
  const qtyOf = new Map<number, number>();
  for (const line of lines) qtyOf.set(line.accItemId, (qtyOf.get(line.accItemId) ?? 0) + line.qty);
  const rows = await db
    .select({
      id: storeItems.id,
      name: storeItems.name,
      partCode: storeItems.partCode,
      price: storeItems.price,
      disprice: storeItems.disprice,
    })
    .from(storeItems)
    .where(
      and(
        inArray(storeItems.id, [...qtyOf.keys()]),
        eq(storeItems.kind, kindOfBasket[basket]),
        eq(storeItems.isActive, true),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const priced = rows.map(({ id, ...row }) => ({ ...row, accItemId: id, qty: qtyOf.get(id) ?? 1 }));
  return { priced, missing: [...qtyOf.keys()].filter((id) => !found.has(id)) };
}

// SPEC 4 totals: each price rounded up, times the count.
export function orderTotals(lines: readonly PricedLine[]) {
  const totals = basketTotals(
    lines.map((line) =>
      partsBasketItem({
        id: line.accItemId,
        name: line.name,
        count: line.qty,
        price: line.price,
        disprice: line.disprice,
        brand: '',
        category: [],
        partCode: line.partCode,
      }),
    ),
  );
  return { total: totals.total, totalDisprice: totals.discountedTotal };
}

export async function insertStoreOrder(
  db: Db,
  order: {
    holdingId: HoldingId;
    userId: number | null;
    leadId: number;
    basket: BasketType;
    name: string;
    phone: string;
    email: string;
    comment: string;
    dealerCode: string | null;
    lines: readonly PricedLine[];
    now: Date;
  },
): Promise<number> {
  const { lines, now, ...head } = order;
  const [row] = await db
    .insert(storeOrders)
    .values({ ...head, ...orderTotals(lines), createdAt: now })
    .returning({ id: storeOrders.id });
  if (!row) throw new Error('store order insert returned nothing');
  // Lines keep the prices rounded up, as the totals count them (SPEC 4).
  await db.insert(storeOrderItems).values(
    lines.map((line) => ({
      ...line,
      price: Math.ceil(line.price),
      disprice: Math.ceil(line.disprice),
      orderId: row.id,
    })),
  );
  if (order.userId !== null)
    await db.delete(basketItems).where(
      and(
        eq(basketItems.userId, order.userId),
        eq(basketItems.basket, order.basket),
        inArray(
          basketItems.accItemId,
          lines.map((line) => line.accItemId),
        ),
      ),
    );
  return row.id;
}

export async function orderIdOfLead(db: Db, leadId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(eq(storeOrders.leadId, leadId))
    .limit(1);
  return row?.id;
}

export async function storeOrdersOf(db: Db, userId: number, id?: number): Promise<StoreOrder[]> {
  const orders = await db
    .select()
    .from(storeOrders)
    .where(
      and(eq(storeOrders.userId, userId), id === undefined ? undefined : eq(storeOrders.id, id)),
    )
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(100);
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(storeOrderItems)
    .where(
      inArray(
        storeOrderItems.orderId,
        orders.map((o) => o.id),
      ),
    );
  return orders.map((o) => ({
    id: o.id,
    type: o.basket,
    status: o.status,
    total: o.total,
    totalDisprice: o.totalDisprice,
    dealerCode: o.dealerCode,
    createdAt: o.createdAt.toISOString(),
    items: lines
      .filter((line) => line.orderId === o.id)
      .map(({ accItemId, name, partCode, qty, price, disprice }) => ({
        accItemId,
        name,
        partCode,
        qty,
        price,
        disprice,
      })),
  }));
}
