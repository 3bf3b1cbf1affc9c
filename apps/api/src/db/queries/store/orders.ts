import type { BasketType, HoldingId, StoreCheckout, StoreOrder } from '@dealer/contract';
import { basketTotals, partsBasketItem } from '@dealer/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  basketItems,
  dealers,
  leads,
  storeItems,
  storeOrderItems,
  storeOrders,
  storeStock,
} from '../../schema/index.ts';
import { kindOfBasket } from './lists.ts';

export type OrderLine = { accItemId: number; qty: number };
export type PricedLine = OrderLine & {
  name: string;
  partCode: string;
  price: number;
  disprice: number;
};

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
  // The desk shows the lead: it names the order it came with.
  await db
    .update(leads)
    .set({ payload: sql`${leads.payload} || jsonb_build_object('order', ${row.id}::int)` })
    .where(eq(leads.id, order.leadId));
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

/** The dealer (by code, or id) of the holding and its stock of the given items. */
export async function stockAtDealer(
  db: Db,
  holdingId: HoldingId,
  dealer: string,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const byId = /^[1-9]\d{0,9}$/.test(dealer) && Number(dealer) <= 2_147_483_647;
  const rows = await db
    .select({ id: storeStock.itemId, qty: storeStock.qty })
    .from(storeStock)
    .innerJoin(dealers, eq(dealers.id, storeStock.dealerId))
    .where(
      and(
        eq(dealers.holdingId, holdingId),
        byId
          ? or(eq(dealers.code, dealer), eq(dealers.id, Number(dealer)))
          : eq(dealers.code, dealer),
        inArray(storeStock.itemId, [...ids]),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.qty]));
}

export async function storeOrdersOf(db: Db, userId: number, id?: number): Promise<StoreOrder[]> {
  return ordersWhere(
    db,
    and(eq(storeOrders.userId, userId), id === undefined ? undefined : eq(storeOrders.id, id)),
  );
}

/** One order of the holding by its number, as its checkout page shows it (no contact data). */
export async function checkoutOrder(
  db: Db,
  holdingId: HoldingId,
  id: number,
): Promise<Omit<StoreCheckout, 'code'> | undefined> {
  const [order] = await ordersWhere(
    db,
    and(eq(storeOrders.holdingId, holdingId), eq(storeOrders.id, id)),
  );
  if (!order) return undefined;
  const [dealer] = order.dealerCode
    ? await db
        .select({ name: dealers.name, nameRu: dealers.nameRu })
        .from(dealers)
        .where(and(eq(dealers.holdingId, holdingId), eq(dealers.code, order.dealerCode)))
        .limit(1)
    : [];
  return { ...order, dealerName: dealer ? dealer.nameRu || dealer.name : null };
}

async function ordersWhere(db: Db, where: ReturnType<typeof and>): Promise<StoreOrder[]> {
  const orders = await db
    .select()
    .from(storeOrders)
    .where(where)
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
