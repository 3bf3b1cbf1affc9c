import type { HoldingId, RouteName } from '@dealer/domain';
import { builtHref } from '../links.ts';

export type CounterKey = 'compare' | 'favorites' | 'basket';

export interface Counter {
  key: CounterKey;
  label: string;
  href: string;
  count: number;
}

const COUNTERS: readonly { key: CounterKey; label: string; route: RouteName }[] = [
  { key: 'compare', label: 'Сравнение', route: 'compare' },
  { key: 'favorites', label: 'Избранное', route: 'favorites' },
  { key: 'basket', label: 'Корзина', route: 'basket' },
];

/**
 * SPEC 2.11: compare, favourites and basket show only with a count above 0, and (DESIGN 3) only
 * once their page is built. `linkOf` is injectable for tests.
 */
export function visibleCounters(
  holdingId: HoldingId,
  counts: Readonly<Record<CounterKey, number>>,
  linkOf: (holdingId: HoldingId, route: RouteName) => string | null = builtHref,
): Counter[] {
  return COUNTERS.flatMap(({ key, label, route }) => {
    const count = counts[key];
    const href = count > 0 ? linkOf(holdingId, route) : null;
    return href ? [{ key, label, href, count }] : [];
  });
}
