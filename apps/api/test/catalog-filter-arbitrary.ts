import {
  catalogSortSchema,
  RANGE_KEYS,
  type RangeKey,
  vehicleFlagSchema,
  vehicleStatusSchema,
  type CatalogFilter,
  type CatalogSort,
} from '@dealer/contract';
import fc from 'fast-check';
import {
  DIM_KEYS,
  type DimKey,
  type HoldingIndex,
} from '../src/db/queries/catalog/stock-index/index.ts';

export type ListingCase = {
  holdingId: number;
  filter: CatalogFilter;
  sort: CatalogSort;
  page: number;
  perPage: number;
};

// Every facet but status (drawn with its own values) and flags is a list of the stock's values.
const LIST_KEYS = DIM_KEYS.filter((k): k is Exclude<DimKey, 'status'> => k !== 'status');
const RANGES = RANGE_KEYS.map((key) => [key, `${key}From`, `${key}To`] as const);
type Key = DimKey | RangeKey | 'flags';

// The values the stock holds (a model as its code alone), sorted, plus one no vehicle has.
function vocabulary(holdings: readonly HoldingIndex[], key: (typeof LIST_KEYS)[number]): string[] {
  const seen = new Set<string>();
  for (const index of holdings)
    for (const value of index.dims[key].values)
      seen.add(key === 'model' ? value.slice(value.indexOf('/') + 1) : value);
  return [...seen].sort().concat(key === 'year' ? '1999' : key === 'numberOfSeats' ? '99' : 'none');
}

// Bounds drawn from the stock's own values, so a bound often equals some vehicle's value exactly.
function bounds(holdings: readonly HoldingIndex[], key: (typeof RANGES)[number][0]): number[] {
  const seen = new Set<number>();
  for (const index of holdings) for (const n of index.nums[key]) seen.add(n);
  return [...seen].sort((a, b) => a - b);
}

/**
 * Random listings over the given stock: a holding (3 has no stock), up to five active filters with
 * values the stock holds (and one it does not), a sort and a page.
 */
export function listingCases(
  holdings: readonly HoldingIndex[],
  options: { always?: readonly Key[] } = {},
): fc.Arbitrary<ListingCase> {
  const byKey = new Map<Key, fc.Arbitrary<Partial<CatalogFilter>>>();
  for (const key of LIST_KEYS) {
    const values = vocabulary(holdings, key);
    byKey.set(
      key,
      fc.subarray(values, { minLength: 1, maxLength: 3 }).map((v) => ({ [key]: v })),
    );
  }
  for (const [key, fromKey, toKey] of RANGES) {
    const values = bounds(holdings, key);
    const bound = fc.option(fc.constantFrom(...values), { nil: undefined });
    byKey.set(
      key,
      fc.tuple(bound, bound).map(([from, to]) => ({ [fromKey]: from, [toKey]: to })),
    );
  }
  byKey.set(
    'status',
    fc.subarray([...vehicleStatusSchema.options], { minLength: 1 }).map((status) => ({ status })),
  );
  byKey.set(
    'flags',
    fc.subarray([...vehicleFlagSchema.options], { minLength: 1, maxLength: 2 }).map((flags) => ({
      flags,
    })),
  );
  const always = options.always ?? [];
  const filter = fc
    .subarray([...byKey.keys()], { maxLength: 5 })
    .chain((keys) =>
      fc.tuple(...[...new Set([...keys, ...always])].map((k) => byKey.get(k) ?? fc.constant({}))),
    )
    .map((parts) => Object.assign({}, ...parts) as CatalogFilter);
  return fc.record({
    holdingId: fc.constantFrom(1, 1, 2, 2, 3),
    filter,
    sort: fc.constantFrom(...catalogSortSchema.options),
    page: fc.integer({ min: 1, max: 4 }),
    perPage: fc.constantFrom(1, 7, 24, 100),
  });
}
