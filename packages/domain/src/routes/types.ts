import type { HoldingId } from '../holdings.ts';

export const LAYOUTS = [
  'about',
  'auth',
  'clear',
  'default',
  'english',
  'lk',
  'registration',
  'reports',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const GUARDS = [
  'authenticated',
  'authenticated-reports',
  'city',
  'city-contacts',
  'validate-filter',
] as const;
export type GuardName = (typeof GUARDS)[number];

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a validator sees besides the params. */
export interface RouteContext {
  holdingId: HoldingId;
  /** The pathname as requested, e.g. '/cars/used/bmw/'. */
  path: string;
}

/** SPEC 5: a validate result is true, or a status code with a message. */
export type ValidateResult = true | { statusCode: number; message: string };

/** Filters a fixed SEO page presets over the one listing feature (SPEC 2.4). */
export interface ListingPreset {
  category: 'cars' | 'electro' | 'moto' | 'jet-ski' | 'atv' | 'commercial';
  condition?: 'new' | 'used';
  priceTo?: number;
  bodyType?: string;
  colorGroup?: string;
  /** Commercial sections that are not body types (added for /commercial/fleet, trucks, semi-trailers). */
  commercialType?: 'fleet' | 'trucks' | 'semi-trailers';
  motoClass?: string;
  engineVolumeTo?: number;
  year?: number;
  flags?: readonly ('sale' | 'vat' | 'on-sale-soon' | 'promo')[];
  /** Dealers whose stock the page shows (added for /cars-vnukovo, decision 0032). */
  dealer?: readonly string[];
  /** Default h1 when the API has no SEO meta for the URL. */
  h1: string;
}

export interface RouteRow {
  /** Unique route name, e.g. 'index', 'catalog-id', 'lk-orders-order'. Becomes the route id. */
  name: string;
  /** React Router pattern without the trailing slash, e.g. '/catalog/:id'; '/' for the root. */
  path: string;
  layout: LayoutName;
  guards: readonly GuardName[];
  holdings: readonly HoldingId[];
  /** Parameter validation beyond the holding check; absent means always valid. */
  validate?: (params: RouteParams, ctx: RouteContext) => boolean;
  /** Present on fixed SEO pages. */
  preset?: ListingPreset;
  /** Route module relative to apps/web/app once the page is built, e.g. 'routes/home.tsx'. */
  module?: string;
  /**
   * Query parameters the page reads: its answer depends on them and on no other (utm marks and the
   * like leave it as it is), so the page cache keys only these (pageQueryKey).
   */
  query?: readonly string[];
}
