// SPEC 9 business constants in one module, so the web, the API and the tests read the same numbers.

/** City cookie (SPEC 3, 9). */
export const CITY_COOKIE = 'siteCityCode';
/** Seconds: 7 days. */
export const CITY_COOKIE_MAX_AGE = 604_800;
export const CITY_CODES = ['msk', 'spb'] as const;
/** A location answer with this code is ignored (SPEC 4, 9). */
export const IGNORED_CITY_CODE = 'krasnodar';

/** A new build or chunk error reloads a path at most once per this many ms. */
export const RELOAD_GUARD_MS = 10_000;
export const MAX_PRELOADED_CHUNKS = 4;
export const IDLE_FALLBACK_MS = 50;

export const MAPS_DEFAULTS = { lang: 'ru_RU', version: 'v3' } as const;

export const PRICE_CEILING_STEP = 50_000;
/** Used-car price caps: 300000..1000000 by 50000, then 1100000 (SPEC 2.4, 9). */
export const PRICE_CEILINGS: readonly number[] = [
  ...Array.from({ length: 15 }, (_, i) => 300_000 + i * PRICE_CEILING_STEP),
  1_100_000,
];
export const CROSSOVER_PRICE_CAPS: readonly number[] = [1_000_000, 1_500_000];
export const OFFROAD_PRICE_CAPS: readonly number[] = [2_000_000, 3_000_000];
export const MOTO_ENGINE_CAPS: readonly number[] = [125, 150, 200, 250];

export const HTTP_RETRY_COUNT = 1;
export const HTTP_RETRY_STATUSES: readonly number[] = [401, 422, 504];
/** These statuses refresh the tokens when a refresh token exists, else log out. */
export const HTTP_AUTH_STATUSES: readonly number[] = [401, 422];

export const LOADING_INDICATOR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;
/** The body shrinks by this width while scroll is locked, standing in for the scrollbar. */
export const SCROLL_LOCK_SHRINK_PX = 3;

export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 414,
  s: 599,
  md: 899,
  lg: 1024,
  mb: 1100,
  xl: 1280,
  b: 1366,
  xxl: 1536,
  sb: 1920,
} as const;
export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;
export const IMAGE_DENSITIES: readonly number[] = [1, 2];
export const IMAGE_FORMAT = 'webp';
export const IMAGE_UPSCALE = false;

export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];
export const QR_DEFAULTS = { size: 100, margin: 0, level: 'L' } as const;

export const SERVICE_WORKER = { path: '/sw.js', scope: '/' } as const;

export const TAG_MANAGER = { viewEvent: 'content-view', dataLayerName: 'dataLayer' } as const;

export const SEARCH_DEBOUNCE_MS = 300;
export const CITY_URL_UPDATE_DELAY_MS = 300;
export const CITY_POPUP_LOOKUP_DELAY_MS = 3000;
export const CITY_POPUP_AUTO_CLOSE_MS = 10_000;

export const HEADER_BANNER_HIDE_SCROLL_PX = 184;
export const HEADER_STICKY_SCROLL_PX = 100;
/** Seconds: the closed header banner stays closed for one day. */
export const HEADER_BANNER_COOKIE_MAX_AGE = 86_400;

export const FIELD_LIMITS = {
  name: 254,
  email: 254,
  textArea: 1500,
  phone: 16,
  vin: 17,
  stateNumberMoto: 10,
  stateNumberAuto: 11,
} as const;
export const FORM_SUBMIT_LOCK_MS = 5000;

/** Footer line of the second holding (SPEC 2.13), shown as is. */
export const SECOND_HOLDING_WORKING_HOURS = 'с 10:00 до 19:00 пн-пт';

/** First path segments that highlight the catalogue menu item (SPEC 2.12). */
export const CATALOG_SEGMENTS = [
  'cars',
  'moto',
  'commercial',
  'atv',
  'jet-ski',
  'electro',
] as const;

export const DEFAULT_LOGO_BRANDS: readonly string[] = ['mini', 'bmw'];
export const DEFAULT_BRAND_LOGO = '/icons/defaultBrandLogo.png';

export const MOBILE_APP_BANNER_HREF = '/mobileapp/download?top-banner';
export const BASKET_QUANTITY_STORAGE_KEY = 'basketQuantity';
export const FEEDBACK_FORM_ID = 'form_feedback';
/** ?send_feedback=y opens the feedback panel on load. */
export const FEEDBACK_QUERY = { name: 'send_feedback', value: 'y' } as const;

const GTM_ID = /^GTM-[0-9A-Z]+$/;

export type GtmIdCheck = { ok: true } | { ok: false; error: string };

/** SPEC 5: a tag-manager container id is GTM- followed by digits or uppercase letters. */
export function validateGtmId(id: string): GtmIdCheck {
  if (GTM_ID.test(id)) return { ok: true };
  return {
    ok: false,
    error:
      `"${id}" is not a valid GTM id. ` +
      'Hint: use the container id from Google Tag Manager, GTM- followed by digits or uppercase letters, e.g. GTM-AB12CD3.',
  };
}
