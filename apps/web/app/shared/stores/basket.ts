import {
  BASKET_COOKIE,
  BASKET_QUANTITY_READ_ERROR,
  BASKET_QUANTITY_STORAGE_KEY,
  initialQuantity,
  parseQuantities,
  upsertQuantity,
} from '@dealer/domain';
import type { ItemId, Quantity, QuantitySource } from '@dealer/domain';
import { createPersistedStore, useStore } from './create-store.ts';
import { parseIdList, toggleId } from './vehicle-lists.ts';

// SPEC 3: the accessory basket (item ids) and the anonymous quantities (key basketQuantity).
export const basketStore = createPersistedStore<readonly ItemId[]>({
  key: 'accessoryBasket',
  initial: [],
  parse: parseIdList,
});

export const quantitiesStore = createPersistedStore<readonly Quantity[]>({
  key: BASKET_QUANTITY_STORAGE_KEY,
  initial: [],
  parse(raw) {
    const read = parseQuantities(raw);
    if (read.error) throw new Error(read.error);
    return read.quantities;
  },
  // SPEC 8: a broken value is logged with this exact message and the list starts empty.
  onReadError: () => console.error(BASKET_QUANTITY_READ_ERROR),
});

export function addToBasket(id: ItemId): void {
  basketStore.set((list) => (list.includes(id) ? list : [...list, id]));
}

export function removeFromBasket(id: ItemId): void {
  basketStore.set((list) => list.filter((entry) => entry !== id));
}

export function toggleBasket(id: ItemId): void {
  basketStore.set((list) => toggleId(list, id));
}

export function setQuantity(id: ItemId, count: number): void {
  quantitiesStore.set((list) => upsertQuantity(list, id, count));
}

/** Logout empties the accessory basket and the quantities (SPEC 4), and the basket's cookie. */
export function clearBasket(): void {
  basketStore.set([]);
  quantitiesStore.set([]);
  document.cookie = `${BASKET_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The basket's lines, both baskets (the header's count, SPEC 2.11). */
export function useBasketCount(): number {
  const accessories = useStore(basketStore);
  const quantities = useStore(quantitiesStore);
  return new Set([...accessories, ...quantities.map((q) => q.id)]).size;
}

export function useInBasket(id: ItemId): boolean {
  return useStore(basketStore, (list) => list.includes(id));
}

/** SPEC 3: the first positive of the item's basketQty, the stored count and minCount, else 1. */
export function useInitialQuantity(id: ItemId, item: QuantitySource): number {
  const stored = useStore(quantitiesStore, (list) => list.find((q) => q.id === id)?.count);
  return initialQuantity(item, stored);
}
