import { BASKET_COOKIE, parseBasketCookie } from '@dealer/domain';
import { basketStore, quantitiesStore } from './basket.ts';

// Apart from basket.ts, so the site's shell (the header's count) does not carry it: only the
// pages that change the basket's cookie (basket, checkout) run it.

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The basket's cookie (the server's copy, decision 0069) into the stores SPEC 3 names: the
 * accessory ids under accessoryBasket, every line's count under basketQuantity. Run after
 * hydration and after each navigation; a store that already holds it is left alone.
 */
export function syncBasketFromCookie(): void {
  const prefix = `${BASKET_COOKIE}=`;
  const raw = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(prefix))
    ?.slice(prefix.length);
  const lines = parseBasketCookie(raw);
  const accessories = lines.filter((l) => l.basket === 'accessories').map((l) => l.id);
  if (!same(basketStore.get(), accessories)) basketStore.set(accessories);
  const quantities = lines.map((line) => ({ id: line.id, count: line.qty }));
  const stored = quantitiesStore.get();
  const unchanged =
    stored.length === quantities.length &&
    stored.every((q, i) => q.id === quantities[i]?.id && q.count === quantities[i]?.count);
  if (!unchanged) quantitiesStore.set(quantities);
}
