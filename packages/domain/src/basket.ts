import { formatRub } from './format/price.ts';

import type { ItemId } from './basket-quantities.ts';

// The quantities (the shell's, SPEC 3) are a module of their own: the site's shell loads them on
// every page, the totals and checks below only the basket's pages.
export * from './basket-quantities.ts';

/** SPEC 3 parts basket item. */
export interface PartsBasketItem {
  id: ItemId;
  name: string;
  /** The first dealer's code, or null. */
  dealerCode: string | null;
  count: number;
  price: number;
  /** Discounted price. */
  disprice: number;
  checked: boolean;
  /** English brand name. */
  brand: string;
  /** Russian category names. */
  category: readonly string[];
  partCode: string;
}

export type PartsBasketItemInput = Omit<PartsBasketItem, 'dealerCode' | 'checked'> & {
  dealers?: readonly { code: string }[];
  checked?: boolean;
};

export function partsBasketItem({
  dealers,
  checked,
  ...rest
}: PartsBasketItemInput): PartsBasketItem {
  return { ...rest, dealerCode: dealers?.[0]?.code ?? null, checked: checked ?? true };
}

export interface BasketTotals {
  /** Sum of ceil(price) × count over checked items. */
  total: number;
  /** Sum of ceil(disprice) × count over checked items. */
  discountedTotal: number;
  checkedItems: number;
  checkedQuantity: number;
}

/**
 * The price of one, rounded up, that the discounted total counts (SPEC 4); an item without a
 * discount (disprice 0) costs its normal price.
 */
export function unitPriceToPay(item: { price: number; disprice: number }): number {
  return Math.ceil(item.disprice > 0 ? item.disprice : item.price);
}

/** SPEC 4: per-item price rounded up, times the count, over checked items only. */
export function basketTotals(items: readonly PartsBasketItem[]): BasketTotals {
  const totals: BasketTotals = {
    total: 0,
    discountedTotal: 0,
    checkedItems: 0,
    checkedQuantity: 0,
  };
  for (const item of items) {
    if (!item.checked) continue;
    totals.total += Math.ceil(item.price) * item.count;
    totals.discountedTotal += unitPriceToPay(item) * item.count;
    totals.checkedItems += 1;
    totals.checkedQuantity += item.count;
  }
  return totals;
}

export function setItemChecked(
  items: readonly PartsBasketItem[],
  id: ItemId,
  checked: boolean,
): PartsBasketItem[] {
  return items.map((item) => (item.id === id ? { ...item, checked } : item));
}

export function setAllChecked(
  items: readonly PartsBasketItem[],
  checked: boolean,
): PartsBasketItem[] {
  return items.map((item) => ({ ...item, checked }));
}

export function removeChecked(items: readonly PartsBasketItem[]): PartsBasketItem[] {
  return items.filter((item) => !item.checked);
}

/** Changes one counter; counts below 1 or fractional become a whole number of at least 1. */
export function setItemCount(
  items: readonly PartsBasketItem[],
  id: ItemId,
  count: number,
): PartsBasketItem[] {
  const safe = Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
  return items.map((item) => (item.id === id ? { ...item, count: safe } : item));
}

/** One line of an order as the server prices it, beside what the visitor was shown. */
export interface OrderLineCheck {
  id: ItemId;
  name: string;
  qty: number;
  price: number;
  disprice: number;
  /** The price to pay for one that the visitor saw (rounded up); absent: not compared. */
  shownPrice?: number | undefined;
  /** Pieces in stock at the dealer chosen to collect from. */
  available: number;
}

export interface OrderLineProblem {
  id: ItemId;
  message: string;
}

/**
 * What changed since the visitor looked, said before the order is placed: a price to pay that is
 * not the one shown, or fewer pieces at the chosen dealer than ordered. Empty: the order may go.
 */
export function orderLineProblems(lines: readonly OrderLineCheck[]): OrderLineProblem[] {
  const problems: OrderLineProblem[] = [];
  for (const line of lines) {
    const now = unitPriceToPay(line);
    if (line.shownPrice !== undefined && line.shownPrice !== now)
      problems.push({
        id: line.id,
        message: `Изменилась цена: ${line.name} — теперь ${formatRub(now)} за шт. вместо ${formatRub(line.shownPrice)}`,
      });
    if (line.available < line.qty)
      problems.push({
        id: line.id,
        message:
          line.available > 0
            ? `Не хватает в выбранном дилерском центре: ${line.name} — в наличии ${line.available} шт.`
            : `Нет в наличии в выбранном дилерском центре: ${line.name}`,
      });
  }
  return problems;
}

export const ORDER_CHANGED_MESSAGE =
  'Заказ не оформлен: изменились цены или наличие. Проверьте заказ и отправьте его ещё раз.';

/** A store order's states, from placed to handed over (or cancelled). */
export const STORE_ORDER_STATUSES = ['new', 'confirmed', 'ready', 'done', 'cancelled'] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

/**
 * Where the dealer's staff may move an order from each state: forward one step, or cancel it while
 * it is not handed over. A handed-over or cancelled order stays as it is.
 */
export const STORE_ORDER_NEXT: Readonly<Record<StoreOrderStatus, readonly StoreOrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['ready', 'cancelled'],
  ready: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** What a store order's state reads as, for the buyer and the staff alike. */
export const STORE_ORDER_STATUS_NAMES: Readonly<Record<string, string>> = {
  new: 'Принят, ждёт подтверждения менеджера',
  confirmed: 'Подтверждён',
  ready: 'Готов к выдаче',
  done: 'Выдан',
  cancelled: 'Отменён',
};

export function storeOrderStatusName(status: string): string {
  return STORE_ORDER_STATUS_NAMES[status] ?? status;
}
