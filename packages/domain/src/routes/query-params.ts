/** The mark of a visit to the mobile-app pages from the site's top banner (SPEC 2.16). */
export const TOP_BANNER_PARAM = 'top-banner';

/** The options of a QR image (SPEC 9): error correction level, size and margin. */
export const QR_QUERY_PARAMS: readonly string[] = ['level', 'size', 'margin'];

/** The contact pages' filters (SPEC 2.5): a brand and a department of the city's dealers. */
export const CONTACTS_QUERY_PARAMS: readonly string[] = ['brand', 'department'];

/** The review lists' page and rating filter (SPEC 2.5). */
export const REVIEWS_QUERY_PARAMS: readonly string[] = ['page', 'rating'];

/** The city asked for (SPEC 4): every page reads it, through the navigation chain and the city guard. */
export const CITY_PARAM = 'city';

/**
 * The lists the favourites and compare pages ask their loader for (decision 0038): numeric ids,
 * comma-separated, e.g. `?vehicles=12,5&accessories=7`.
 */
export const FAVORITES_QUERY_PARAMS = ['vehicles', 'accessories'] as const;
export const COMPARE_QUERY_PARAMS = ['vehicles'] as const;

/**
 * The search results page (/search/?q=…&tab=…&page=…): the query, the group shown (vehicles,
 * accessories, parts) and its page.
 */
export const SEARCH_PAGE_QUERY_PARAMS = ['q', 'tab', 'page'] as const;

/** The store and parts lists' filters, sort and page (SPEC 2.6, the API's /store/filter). */
export const STORE_QUERY_PARAMS = [
  'brand',
  'priceFrom',
  'priceTo',
  'inStock',
  'discount',
  'sort',
  'page',
] as const;
