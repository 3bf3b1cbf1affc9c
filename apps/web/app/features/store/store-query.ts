import type { StoreSort } from '@dealer/contract';

// The state of a store or parts list lives in its URL (STYLE 5): this one reader serves the
// loader and the page's controls. A value the list cannot take is left out, never an error page.

export const STORE_SORTS: readonly StoreSort[] = [
  'popular',
  'price-asc',
  'price-desc',
  'name',
  'discount',
];

export const STORE_SORT_LABELS: Readonly<Record<StoreSort, string>> = {
  popular: 'По популярности',
  'price-asc': 'Сначала дешевле',
  'price-desc': 'Сначала дороже',
  name: 'По названию',
  discount: 'По размеру скидки',
};

export const STORE_PER_PAGE = 24;
const MAX_PAGE = 10_000;
const MAX_PRICE = 100_000_000;
const MAX_BRANDS = 50;
const BRAND_CODE = /^[a-z0-9-]{1,40}$/;

export interface StoreQuery {
  brand: readonly string[];
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  discount: boolean;
  sort: StoreSort;
  page: number;
}

export const DEFAULT_STORE_QUERY: StoreQuery = {
  brand: [],
  priceFrom: null,
  priceTo: null,
  inStock: false,
  discount: false,
  sort: 'popular',
  page: 1,
};

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= MAX_PRICE ? Math.round(n) : null;
}

const flag = (value: string | null) => value === '1' || value === 'true' || value === 'on';

function isSort(value: string | null): value is StoreSort {
  return STORE_SORTS.some((sort) => sort === value);
}

/** The list's query from a URL's search part; brands come repeated or comma-separated. */
export function readStoreQuery(search: URLSearchParams): StoreQuery {
  const brands = search
    .getAll('brand')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => BRAND_CODE.test(v));
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  let priceFrom = price(search.get('priceFrom'));
  let priceTo = price(search.get('priceTo'));
  // A range typed backwards is meant the other way round.
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    brand: [...new Set(brands)].sort().slice(0, MAX_BRANDS),
    priceFrom,
    priceTo,
    inStock: flag(search.get('inStock')),
    discount: flag(search.get('discount')),
    sort: isSort(sort) ? sort : 'popular',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query in one order with defaults left out, so one list state has one URL. */
export function storeSearch(query: StoreQuery): string {
  const search = new URLSearchParams();
  for (const brand of query.brand) search.append('brand', brand);
  if (query.priceFrom !== null) search.set('priceFrom', String(query.priceFrom));
  if (query.priceTo !== null) search.set('priceTo', String(query.priceTo));
  if (query.inStock) search.set('inStock', '1');
  if (query.discount) search.set('discount', '1');
  if (query.sort !== 'popular') search.set('sort', query.sort);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The link to the list at `base` in another state. */
export function storeListHref(base: string, query: StoreQuery, change: Partial<StoreQuery>) {
  return `${base}${storeSearch({ ...query, ...change })}`;
}

/** How many filters narrow the list (the sort and the page are not filters). */
export function storeFilterCount(query: StoreQuery): number {
  return (
    query.brand.length +
    (query.priceFrom !== null || query.priceTo !== null ? 1 : 0) +
    (query.inStock ? 1 : 0) +
    (query.discount ? 1 : 0)
  );
}

/** The filters as the API's /store lists and /store/filter take them. */
export function storeApiFilters(query: StoreQuery) {
  return {
    ...(query.brand.length > 0 ? { brand: [...query.brand] } : {}),
    ...(query.priceFrom !== null ? { priceFrom: query.priceFrom } : {}),
    ...(query.priceTo !== null ? { priceTo: query.priceTo } : {}),
    ...(query.inStock ? { inStock: 'true' as const } : {}),
    ...(query.discount ? { discount: 'true' as const } : {}),
  };
}
