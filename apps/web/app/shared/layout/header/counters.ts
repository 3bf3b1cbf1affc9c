import type { ShellPages } from '../shell-links.ts';

export type CounterKey = 'compare' | 'favorites' | 'basket';

export interface Counter {
  key: CounterKey;
  label: string;
  href: string;
  count: number;
}

const COUNTERS: readonly { key: CounterKey; label: string }[] = [
  { key: 'compare', label: 'Сравнение' },
  { key: 'favorites', label: 'Избранное' },
  { key: 'basket', label: 'Корзина' },
];

/** SPEC 2.11: each shows only with a count above 0, and (DESIGN 3) only once its page is built. */
export function visibleCounters(
  counts: Readonly<Record<CounterKey, number>>,
  pages: Pick<ShellPages, CounterKey>,
): Counter[] {
  return COUNTERS.flatMap(({ key, label }) => {
    const count = counts[key];
    const href = count > 0 ? pages[key] : null;
    return href ? [{ key, label, href, count }] : [];
  });
}
