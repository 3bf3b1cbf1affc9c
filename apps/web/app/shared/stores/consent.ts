import { createPersistedStore, useStore } from './create-store.ts';

function parseDate(raw: string): string | undefined {
  const value: unknown = JSON.parse(raw);
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

const COOKIE_CONSENT_KEY = 'cookieAccepted';

// SPEC 4: the cookie notice shows unless this marker exists; accepting stores the current date.
export const cookieConsentStore = createPersistedStore<string | null>({
  key: COOKIE_CONSENT_KEY,
  initial: null,
  parse: parseDate,
});

export function acceptCookies(now = new Date()): void {
  cookieConsentStore.set(now.toISOString());
}

/** True once the visitor accepted cookies (never during server rendering or hydration). */
export function useCookiesAccepted(): boolean {
  return useStore(cookieConsentStore, (date) => date !== null);
}

/**
 * For the head, before the first paint: asks for the cookie notice the server drew (a layer shown
 * before the page wakes, decision 0052) unless the marker holds a date. Without JavaScript nothing
 * asks, and the notice stays hidden (its button needs the script).
 */
export const cookieNoticeScript = `try{var d=JSON.parse(localStorage.getItem('${COOKIE_CONSENT_KEY}'));if(typeof d!=='string'||isNaN(Date.parse(d)))throw 0}catch(e){document.documentElement.dataset.earlyLayer='cookie-notice'}`;
