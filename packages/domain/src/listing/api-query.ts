import type { CityCode } from '../cities.ts';
import { BOUND_KEYS, LIST_KEYS } from './keys.ts';
import type { ListingQuery } from './query.ts';

/** The catalogue API query of a listing state (GET /catalog): the same names as the listing URL. */
export type CatalogApiQuery = Record<string, string | number | readonly string[]>;

export interface CatalogApiOptions {
  /** The visitor's city: a listing shows the stock of the chosen city (SPEC 1). */
  city?: CityCode;
  perPage?: number;
  /** Facet counts for the filter panel; a count-only call leaves them out. */
  facets?: boolean;
}

/** Vehicles a listing page shows. */
export const LISTING_PAGE_SIZE = 24;

export function catalogApiQuery(
  query: ListingQuery,
  options: CatalogApiOptions = {},
): CatalogApiQuery {
  const out: CatalogApiQuery = { category: query.category, sort: query.sort, page: query.page };
  if (query.condition) out['condition'] = query.condition;
  for (const key of LIST_KEYS) if (query[key].length > 0) out[key] = query[key];
  for (const key of BOUND_KEYS) {
    const value = query[key];
    if (value !== undefined) out[key] = value;
  }
  if (options.city) out['city'] = options.city;
  out['perPage'] = options.perPage ?? LISTING_PAGE_SIZE;
  out['facets'] = String(options.facets ?? true);
  return out;
}
