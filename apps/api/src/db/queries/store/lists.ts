import type { BasketItem, BasketType, HoldingId } from '@dealer/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.ts';
import {
  basketItems,
  dealers,
  favoriteAccessories,
  storeBrands,
  storeCategories,
  storeItems,
  storeStock,
  type StoreKind,
} from '../../schema/index.ts';

// The accessory basket holds store items, the parts basket parts (SPEC 3).
export const kindOfBasket: Record<BasketType, StoreKind> = { accessories: 'store', parts: 'parts' };

// Ids of active catalogue items of one kind (or any kind) among the given ones.
export async function existingItems(
  db: Db,
  ids: readonly number[],
  kind?: StoreKind,
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const where = and(
    inArray(storeItems.id, unique),
    eq(storeItems.isActive, true),
    kind ? eq(storeItems.kind, kind) : undefined,
  );
  const rows = await db.select({ id: storeItems.id }).from(storeItems).where(where);
  return new Set(rows.map((r) => r.id));
}

export async function accessoryFavorites(db: Db, userId: number) {
  const rows = await db
    .select({ id: favoriteAccessories.accItemId })
    .from(favoriteAccessories)
    .where(eq(favoriteAccessories.userId, userId))
    .orderBy(asc(favoriteAccessories.createdAt), asc(favoriteAccessories.accItemId));
  return { items: rows, count: rows.length };
}

export async function addAccessoryFavorites(db: Db, userId: number, ids: readonly number[]) {
  await db
    .insert(favoriteAccessories)
    .values([...new Set(ids)].map((accItemId) => ({ userId, accItemId })))
    .onConflictDoNothing();
}

export async function removeAccessoryFavorites(
  db: Db,
  userId: number,
  ids: readonly number[] | 'all',
) {
  const mine = eq(favoriteAccessories.userId, userId);
  await db
    .delete(favoriteAccessories)
    .where(ids === 'all' ? mine : and(mine, inArray(favoriteAccessories.accItemId, [...ids])));
}

const parent = alias(storeCategories, 'parent_category');
const grandparent = alias(storeCategories, 'grandparent_category');

// What the basket page shows of an item: name, brand, category path, prices, first dealer in stock.
function lineColumns(holdingId: HoldingId) {
  const dealerCode = sql<string | null>`(
    select ${dealers.code} from ${storeStock}
    join ${dealers} on ${dealers.id} = ${storeStock.dealerId}
    where ${storeStock.itemId} = ${storeItems.id} and ${storeStock.qty} > 0
      and ${dealers.holdingId} = ${holdingId} and ${dealers.isActive}
    order by ${dealers.sort}, ${dealers.id} limit 1)`;
  return {
    id: storeItems.id,
    name: storeItems.name,
    brand: storeBrands.nameEn,
    category: storeCategories.nameRu,
    parent: parent.nameRu,
    grandparent: grandparent.nameRu,
    partCode: storeItems.partCode,
    price: storeItems.price,
    disprice: storeItems.disprice,
    minCount: storeItems.minCount,
    images: storeItems.images,
    dealerCode,
  };
}

type LineRow = {
  category: string;
  parent: string | null;
  grandparent: string | null;
  images: string[];
} & Omit<BasketItem, 'category' | 'image' | 'qty'>;

function basketItemOf(
  { category, parent: p, grandparent: g, images, ...row }: LineRow,
  qty: number,
) {
  return {
    ...row,
    qty,
    category: [g, p, category].filter((name): name is string => Boolean(name)),
    image: images[0] ?? null,
  };
}

// The signed-in visitor's basket lines, oldest first.
export async function basketOf(
  db: Db,
  userId: number,
  basket: BasketType,
  holdingId: HoldingId,
): Promise<BasketItem[]> {
  const rows = await db
    .select({ ...lineColumns(holdingId), qty: basketItems.qty })
    .from(basketItems)
    .innerJoin(storeItems, eq(storeItems.id, basketItems.accItemId))
    .innerJoin(storeBrands, eq(storeBrands.id, storeItems.brandId))
    .innerJoin(storeCategories, eq(storeCategories.id, storeItems.categoryId))
    .leftJoin(parent, eq(parent.id, storeCategories.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .where(and(eq(basketItems.userId, userId), eq(basketItems.basket, basket)))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.accItemId));
  return rows.map(({ qty, ...row }) => basketItemOf(row, qty));
}

// An anonymous visitor's basket (kept in their browser) priced now, in the order given; an item
// no longer sold, or of the other basket, drops out. Without a quantity, the item's minimum.
export async function quoteLines(
  db: Db,
  basket: BasketType,
  holdingId: HoldingId,
  lines: readonly { accItemId: number; qty?: number | undefined }[],
): Promise<BasketItem[]> {
  const ids = [...new Set(lines.map((line) => line.accItemId))];
  const rows = await db
    .select(lineColumns(holdingId))
    .from(storeItems)
    .innerJoin(storeBrands, eq(storeBrands.id, storeItems.brandId))
    .innerJoin(storeCategories, eq(storeCategories.id, storeItems.categoryId))
    .leftJoin(parent, eq(parent.id, storeCategories.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId))
    .where(
      and(
        inArray(storeItems.id, ids),
        eq(storeItems.kind, kindOfBasket[basket]),
        eq(storeItems.isActive, true),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const qtyOf = new Map(lines.map((line) => [line.accItemId, line.qty]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [basketItemOf(row, qtyOf.get(id) ?? row.minCount)] : [];
  });
}

// Sets the quantities given; an item added without one gets its minimum order quantity.
export async function putInBasket(
  db: Db,
  userId: number,
  basket: BasketType,
  items: readonly { accItemId: number; qty?: number | undefined }[],
  now: Date,
): Promise<void> {
  const byId = new Map(items.map((item) => [item.accItemId, item.qty]));
  const mins = await db
    .select({ id: storeItems.id, minCount: storeItems.minCount })
    .from(storeItems)
    .where(inArray(storeItems.id, [...byId.keys()]));
  const rows = mins.map(({ id, minCount }) => {
    const qty = byId.get(id);
    return { userId, basket, accItemId: id, qty: qty ?? minCount, given: qty !== undefined };
  });
  const target = [basketItems.userId, basketItems.basket, basketItems.accItemId];
  const values = (given: boolean) =>
    rows
      .filter((row) => row.given === given)
      .map(({ given: _given, ...row }) => ({ ...row, createdAt: now, updatedAt: now }));
  // Two statements: a quantity given replaces the stored one, an item without one keeps it.
  const withQty = values(true);
  if (withQty.length > 0)
    await db
      .insert(basketItems)
      .values(withQty)
      .onConflictDoUpdate({ target, set: { qty: sql`excluded.qty`, updatedAt: now } });
  const withoutQty = values(false);
  if (withoutQty.length > 0)
    await db
      .insert(basketItems)
      .values(withoutQty)
      .onConflictDoUpdate({ target, set: { updatedAt: now } });
}

export async function removeFromBasket(
  db: Db,
  userId: number,
  basket: BasketType,
  ids: readonly number[],
): Promise<void> {
  await db
    .delete(basketItems)
    .where(
      and(
        eq(basketItems.userId, userId),
        eq(basketItems.basket, basket),
        inArray(basketItems.accItemId, [...ids]),
      ),
    );
}
