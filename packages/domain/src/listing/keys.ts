// The names of a vehicle listing's filters, once for the listing URL, the catalogue API's query and
// its facets (packages/contract imports them). No imports: the contract reads this module alone.

/** Filters of a code each vehicle has one of (a mark, a body type, a dealer...). */
const CODE_KEYS = [
  'mark',
  'model',
  'bodyType',
  'colorGroup',
  'country',
  'driveType',
  'engineType',
  'gearType',
  'numberOfSeats',
  'year',
  'motoClass',
  'commercialType',
  'dealer',
] as const;

/** Filters that hold a list of codes; names as in the catalogue API and in the listing query. */
export const LIST_KEYS = [...CODE_KEYS, 'flags'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/**
 * The catalogue API's list filters, each with its facet: the listing's lists, and the section,
 * condition, city and status, which a listing URL sets by its path or not at all.
 */
export const FACET_KEYS = [
  'category',
  'condition',
  ...CODE_KEYS,
  'city',
  'status',
  'flags',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Range filters; each has a From and a To bound in the query (priceFrom, priceTo, ...). */
export const RANGE_KEYS = ['price', 'year', 'mileage', 'engineVolume', 'power'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
export type BoundKey = `${RangeKey}${'From' | 'To'}`;
export const BOUND_KEYS: readonly BoundKey[] = RANGE_KEYS.flatMap(
  (key) => [`${key}From`, `${key}To`] as const,
);

/** Sort orders of a listing; the first is the default and never appears in a URL. */
export const LISTING_SORTS = [
  'new-first',
  'price-asc',
  'price-desc',
  'year-desc',
  'year-asc',
  'mileage-asc',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'new-first';

/** The offers a vehicle may be in (the fixed pages /cars/sale, /cars/vat, ...). */
export const LISTING_FLAGS = ['sale', 'vat', 'on-sale-soon', 'promo'] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];
