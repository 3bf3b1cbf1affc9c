import { createPersistedStore, useStore } from './create-store.ts';

function parseDate(raw: string): string | undefined {
  const value: unknown = JSON.parse(raw);
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

// SPEC 4: the cookie notice shows unless this marker exists; accepting stores the current date.
export const cookieConsentStore = createPersistedStore<string | null>({
  key: 'cookieAccepted',
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
