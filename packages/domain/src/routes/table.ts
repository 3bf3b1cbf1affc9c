import { page } from './define.ts';
import { AUTH_ROWS, IFRAME_ROWS, LK_ROWS, REPORT_ROWS } from './rows/account.ts';
import { BRAND_ROWS, CODE_ROWS, CONTACT_ROWS, SHOPPING_ROWS, STORE_ROWS } from './rows/catalog.ts';
import {
  ABOUT_ROWS,
  CONTENT_ROWS,
  ENGLISH_ROWS,
  INFO_ROWS,
  INVESTOR_ROWS,
} from './rows/content.ts';
import { LISTING_ROWS } from './rows/listings.ts';
import { SEO_ROWS } from './rows/seo-pages.ts';
import { PAYMENT_ROWS, SERVICE_ROWS, SERVICES_ROWS } from './rows/services.ts';
import type { RouteRow } from './types.ts';

const TYPED_ROUTES = [
  page('index', '/', { module: 'routes/home.tsx' }),
  ...ABOUT_ROWS,
  ...CONTENT_ROWS,
  ...BRAND_ROWS,
  ...SHOPPING_ROWS,
  ...INFO_ROWS,
  ...AUTH_ROWS,
  ...CODE_ROWS,
  ...LISTING_ROWS,
  ...SEO_ROWS,
  ...CONTACT_ROWS,
  ...STORE_ROWS,
  ...SERVICE_ROWS,
  ...SERVICES_ROWS,
  ...INVESTOR_ROWS,
  ...PAYMENT_ROWS,
  ...LK_ROWS,
  ...REPORT_ROWS,
  ...IFRAME_ROWS,
  ...ENGLISH_ROWS,
  page('not-found', '*', { guards: [], module: 'routes/not-found.tsx' }),
] as const;

/** Every row with its literal name and path type, for typed links. */
export type TypedRoute = (typeof TYPED_ROUTES)[number];
export type RouteName = TypedRoute['name'];

/** DESIGN 3: the route table every route consumer reads. Order breaks ranking ties, as in React Router. */
export const ROUTES: readonly RouteRow[] = TYPED_ROUTES;

const BY_NAME = new Map(ROUTES.map((row) => [row.name, row]));
const BY_PATTERN = new Map(ROUTES.map((row) => [row.path, row]));

export function routeByName(name: string): RouteRow | undefined {
  return BY_NAME.get(name);
}

/** A row by the pattern React Router reports, with or without the leading or trailing slash. */
export function routeByPattern(pattern: string): RouteRow | undefined {
  if (pattern === '*' || pattern === '/*') return BY_PATTERN.get('*');
  const trimmed = pattern.replace(/^\/+|\/+$/g, '');
  return BY_PATTERN.get(`/${trimmed}`);
}
