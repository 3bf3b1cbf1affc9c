import { href } from '@dealer/domain';
import type { AppStoreLinks } from '../../shared/config/env.server.ts';
import { TOP_BANNER_PARAM } from '@dealer/domain/routes/query-params';

// SPEC 2.3 app pages: which store a visitor's phone uses, and where /mobileapp/download sends it.

/** The stores the app may be published in; the addresses come from env (README). */
export type AppStores = AppStoreLinks;

export type StoreKey = keyof AppStores;

export const STORE_NAMES: Record<StoreKey, string> = {
  appStore: 'App Store',
  googlePlay: 'Google Play',
  ruStore: 'RuStore',
};

export const STORE_ORDER: readonly StoreKey[] = ['appStore', 'googlePlay', 'ruStore'];

export type Platform = 'ios' | 'android' | 'other';

/** iPhone, iPad and iPod name themselves in the User-Agent; so does Android. Anything else is a desktop. */
export function platformOf(userAgent: string | null): Platform {
  if (!userAgent) return 'other';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'other';
}

/** The Android store a phone goes to: Google Play, else RuStore. */
export function androidStore(stores: AppStores): string | null {
  return stores.googlePlay ?? stores.ruStore;
}

/**
 * Where /mobileapp/download sends a visitor, or null for the page with both stores and the QR.
 * An iPhone goes on to /mobileapp/download/ios/ with the query (the top-banner flag stays);
 * a phone whose store has no app yet stays on the page, which says so.
 */
export function downloadRedirect(
  userAgent: string | null,
  stores: AppStores,
  search: string,
): string | null {
  const platform = platformOf(userAgent);
  if (platform === 'ios') return stores.appStore ? href('mobileapp-download-ios') + search : null;
  if (platform === 'android') return androidStore(stores);
  return null;
}

/** The stores that have the app, in display order, and the names of those that do not yet. */
export function storeLinks(stores: AppStores): {
  links: { key: StoreKey; name: string; url: string }[];
  missing: string[];
} {
  const links = STORE_ORDER.flatMap((key) => {
    const url = stores[key];
    return url ? [{ key, name: STORE_NAMES[key], url }] : [];
  });
  const missing = STORE_ORDER.filter((key) => !stores[key]).map((key) => STORE_NAMES[key]);
  return { links, missing };
}

/** «App Store, Google Play и RuStore»: a Russian list of names. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} и ${names.at(-1)}`;
}

/** SPEC 2.3: the banner's «Открыть» marks the visit with ?top-banner (a bare flag or with a value). */
export const TOP_BANNER_FLAG = TOP_BANNER_PARAM;

export function cameFromTopBanner(search: URLSearchParams): boolean {
  return search.has(TOP_BANNER_FLAG);
}
