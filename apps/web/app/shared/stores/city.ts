import { useEffect } from 'react';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE, parseCityCode, shownPhone } from '@dealer/domain';
import type { CityCode } from '@dealer/domain';
import { createStore, useStore } from './create-store.ts';
import { useSite } from './site.ts';
import { secureFlag } from '../site/cookie-flags.ts';

// SPEC 3, 4: the city comes from the root loader (query, cookie, Moscow); a choice made in the
// page shows at once and lasts until the loader answers with it.
export const cityChoiceStore = createStore<CityCode | null>(null);
/** SPEC 4: a dealer phone that replaces the holding phone while set. */
export const dealerPhoneStore = createStore<string | null>(null);

/** The city cookie as the browser holds it, or null when the visitor never chose one. */
export function cookieCity(): CityCode | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|;\\s*)${CITY_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseCityCode(match?.[1] ?? null);
}

export function saveCityCookie(city: CityCode): void {
  document.cookie = `${CITY_COOKIE}=${city}; Path=/; Max-Age=${CITY_COOKIE_MAX_AGE}; SameSite=Lax${secureFlag()}`;
}

/** Saves the cookie and shows the city at once; the URL update is the city feature's job. */
export function setCity(city: CityCode): void {
  saveCityCookie(city);
  cityChoiceStore.set(city);
}

export function setDealerPhone(phone: string | null): void {
  dealerPhoneStore.set(phone);
}

export function useCity(): CityCode {
  const site = useSite();
  const chosen = useStore(cityChoiceStore);
  return chosen ?? site.city;
}

/** The phone shown everywhere: dealer override, else the holding's phone for the city (SPEC 1, 3). */
export function usePhone(): string {
  const site = useSite();
  const city = useCity();
  return shownPhone(site.phones[city], useStore(dealerPhoneStore));
}

/** Drops a pending choice once the loader reports a city (mounted once, in root). */
export function useCitySync(loaderCity: CityCode): void {
  useEffect(() => {
    cityChoiceStore.set(null);
  }, [loaderCity]);
}
