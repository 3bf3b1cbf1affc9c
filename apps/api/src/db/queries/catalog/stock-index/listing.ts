import type { CatalogSort, VehicleCard } from '@dealer/contract';
import type { Predicate } from './filters.ts';
import type { HoldingIndex } from './columns.ts';

export type ListingPage = { items: VehicleCard[]; total: number };

// One page of a listing: walks the precomputed sort order, counts every match, keeps the page's cards.
// With `first` (the visitor's city), the rows it accepts come first, each part in the sort's order.
export function pageOf(
  index: HoldingIndex,
  predicates: readonly Predicate[],
  sort: CatalogSort,
  page: number,
  perPage: number,
  first?: (i: number) => boolean,
): ListingPage {
  const order = index.orders[sort];
  const from = (page - 1) * perPage;
  const to = from + perPage;
  const tests = predicates.map((p) => p.test);
  const items: VehicleCard[] = [];
  let total = 0;
  const walk = (part: ((i: number) => boolean) | null) => {
    for (let k = 0; k < order.length; k += 1) {
      const i = order[k] ?? 0;
      let ok = part === null || part(i);
      for (let p = 0; p < tests.length && ok; p += 1) ok = (tests[p] as (i: number) => boolean)(i);
      if (!ok) continue;
      if (total >= from && total < to) {
        const card = index.cards[i];
        if (card) items.push(card);
      }
      total += 1;
    }
  };
  if (first) {
    walk(first);
    walk((i) => !first(i));
  } else walk(null);
  return { items, total };
}
