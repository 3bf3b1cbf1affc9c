export { BASKET_QUANTITY_STORAGE_KEY } from './constants/site.ts';

export type ItemId = string | number;

export interface QuantitySource {
  basketQty?: number | null;
  minCount?: number | null;
}

/** SPEC 3: the first positive of basketQty, the stored count and minCount, else 1. */
export function initialQuantity(item: QuantitySource, storedCount?: number | null): number {
  for (const candidate of [item.basketQty, storedCount, item.minCount]) {
    if (typeof candidate === 'number' && Number.isFinite(candidate) && candidate > 0)
      return candidate;
  }
  return 1;
}

/** One entry of the anonymous quantity store (localStorage key basketQuantity). */
export interface Quantity {
  id: ItemId;
  count: number;
}

export const BASKET_QUANTITY_READ_ERROR = 'Ошибка чтения basketQuantity';

export type QuantitiesRead = { quantities: Quantity[]; error?: string };

/** Reads the stored quantities; a broken value yields an empty list and the SPEC 8 log message. */
export function parseQuantities(raw: string | null | undefined): QuantitiesRead {
  if (!raw) return { quantities: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return { quantities: parsed.filter(isQuantity) };
  } catch {
    return { quantities: [], error: BASKET_QUANTITY_READ_ERROR };
  }
}

function isQuantity(value: unknown): value is Quantity {
  if (typeof value !== 'object' || value === null) return false;
  const { id, count } = value as Record<string, unknown>;
  return (typeof id === 'string' || typeof id === 'number') && typeof count === 'number';
}

export function upsertQuantity(list: readonly Quantity[], id: ItemId, count: number): Quantity[] {
  const rest = list.filter((q) => q.id !== id);
  return [...rest, { id, count }];
}
