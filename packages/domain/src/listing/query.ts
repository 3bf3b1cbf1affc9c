import type { ListingCategory } from '../routes/rows/listings.ts';
import { parseFilterSegment, type FilterPrefix } from '../routes/params.ts';
import { inClosedVocabulary } from './vocabulary.ts';
import {
  BOUND_KEYS,
  DEFAULT_SORT,
  LIST_KEYS,
  LISTING_FLAGS,
  LISTING_SORTS,
  RANGE_KEYS,
  type BoundKey,
  type ListingSort,
  type ListKey,
} from './keys.ts';

/** Every query parameter of the listing-URL schema; others (utm, city) never change a listing. */
export const LISTING_QUERY_PARAMS: readonly string[] = [
  'condition',
  'sort',
  'page',
  ...LIST_KEYS,
  ...BOUND_KEYS,
];

export type Condition = 'new' | 'used';

/** SPEC 2.4 filter path segments and the list filter each one sets. */
export const SEGMENT_KEYS: Readonly<Record<FilterPrefix, ListKey>> = {
  bodytype: 'bodyType',
  colorgroup: 'colorGroup',
  country: 'country',
  drivetype: 'driveType',
  enginetype: 'engineType',
  geartype: 'gearType',
  numberofseats: 'numberOfSeats',
  year: 'year',
};

/**
 * One state of a vehicle listing: what the server page loads and what the filter panel, sort and
 * pagination change. Lists are sorted and free of duplicates, so equal states compare equal.
 */
export type ListingQuery = {
  category: ListingCategory;
  condition?: Condition;
  sort: ListingSort;
  page: number;
} & { readonly [K in ListKey]: readonly string[] } & { [K in BoundKey]?: number };

export function emptyListingQuery(category: ListingCategory): ListingQuery {
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, []])) as unknown as Record<
    ListKey,
    readonly string[]
  >;
  return { category, sort: DEFAULT_SORT, page: 1, ...lists };
}

const SLUG = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
const CHECKS: Readonly<Record<ListKey, (value: string) => boolean>> = {
  mark: (v) => SLUG.test(v),
  model: (v) => SLUG.test(v),
  bodyType: (v) => SLUG.test(v),
  colorGroup: (v) => SLUG.test(v),
  country: (v) => SLUG.test(v),
  driveType: (v) => SLUG.test(v),
  engineType: (v) => SLUG.test(v),
  gearType: (v) => SLUG.test(v),
  numberOfSeats: (v) => /^[1-9]\d?$/.test(v),
  year: (v) => /^(19|20)\d{2}$/.test(v),
  motoClass: (v) => SLUG.test(v),
  commercialType: (v) => SLUG.test(v),
  dealer: (v) => SLUG.test(v),
  flags: (v) => (LISTING_FLAGS as readonly string[]).includes(v),
};

/**
 * True when the value is acceptable for the list filter: well formed (a slug, a year, a seat count,
 * a flag) and, for a closed vocabulary (body types, colours...), one of its words.
 */
export function isListValue(key: ListKey, value: string): boolean {
  return CHECKS[key](value) && inClosedVocabulary(key, value);
}

/** A SPEC 2.4 filter segment whose filter takes its value: 'bodytype-suv', not 'bodytype-zvonite'. */
export function isKnownFilterSegment(segment: string): boolean {
  const parsed = parseFilterSegment(segment);
  return parsed !== null && isListValue(SEGMENT_KEYS[parsed.key], parsed.value);
}

export function isListingSort(value: string): value is ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value);
}

/** A sorted list without duplicates: the one form a filter list is kept in. */
export function normalizeList(values: Iterable<string>): readonly string[] {
  return [...new Set(values)].sort();
}

/** The same query with a list filter replaced (normalised), back on page 1. */
export function withList(
  query: ListingQuery,
  key: ListKey,
  values: Iterable<string>,
): ListingQuery {
  return { ...query, [key]: normalizeList(values), page: 1 };
}

/** The same query with a bound set or cleared, back on page 1. */
export function withBound(
  query: ListingQuery,
  key: BoundKey,
  value: number | undefined,
): ListingQuery {
  const next: ListingQuery = { ...query, page: 1 };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** Number of filters set (lists count per value, a range once); the condition is the page's own. */
export function activeFilterCount(query: ListingQuery): number {
  const lists = LIST_KEYS.reduce((sum, key) => sum + query[key].length, 0);
  return (
    lists +
    RANGE_KEYS.filter((key) => query[`${key}From`] !== undefined || query[`${key}To`] !== undefined)
      .length
  );
}
