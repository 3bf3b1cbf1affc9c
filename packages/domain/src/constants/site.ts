// SPEC 9 constants the whole site runs on: city, header, loading, lists, feedback. Split by concern
// so a page's code carries only its own (constants/index.ts gathers them for every reader).

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

export const SERVICE_WORKER = { path: '/sw.js', scope: '/' } as const;

export const SEARCH_DEBOUNCE_MS = 300;

export const CITY_URL_UPDATE_DELAY_MS = 300;

export const CITY_POPUP_LOOKUP_DELAY_MS = 3000;

export const CITY_POPUP_AUTO_CLOSE_MS = 10_000;

export const HEADER_BANNER_HIDE_SCROLL_PX = 184;

export const HEADER_STICKY_SCROLL_PX = 100;

/** Seconds: the closed header banner stays closed for one day. */
export const HEADER_BANNER_COOKIE_MAX_AGE = 86_400;

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

/** ?send_feedback=y opens the feedback panel on load. */
export const FEEDBACK_QUERY = { name: 'send_feedback', value: 'y' } as const;

/** SPEC 2.17: the error page's title for any status but 404, and its line with the code. */
export const ERROR_PAGE_TITLE = 'Произошла непредвиденная ошибка';
export const errorCodeLine = (status: number) => `Код ошибки: ${status}`;

/** The basket's cookie (decision 0069); its format is basket-cookie.ts's. Here, apart from the
 * parser, so the shell's logout, which only clears it, does not carry the parser. */
export const BASKET_COOKIE = 'basket';
