/** The state of a publication list as its URL holds it (STYLE 5): page and filters. */
export interface ListQuery {
  page: number;
  brand: string | null;
  /** Promotions only: those running today. */
  active: boolean;
}

const PAGE = /^[1-9]\d{0,3}$/;
const BRAND = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The list state of a URL, or null when a parameter is not a value the list knows (a 404). */
export function parseListQuery(params: URLSearchParams): ListQuery | null {
  const page = params.get('page');
  const brand = params.get('brand');
  const active = params.get('active');
  if (page !== null && !PAGE.test(page)) return null;
  if (brand !== null && brand !== '' && !BRAND.test(brand)) return null;
  if (active !== null && active !== 'true' && active !== '') return null;
  return { page: page ? Number(page) : 1, brand: brand || null, active: active === 'true' };
}

/** The URL of a list state: only what differs from the default, in one fixed order. */
export function listHref(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.brand) params.set('brand', query.brand);
  if (query.active) params.set('active', 'true');
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
