import { CITY_CODES, IGNORED_CITY_CODE } from './constants/site.ts';

export { CITY_CODES, CITY_COOKIE, CITY_COOKIE_MAX_AGE } from './constants/site.ts';

export type CityCode = (typeof CITY_CODES)[number];
export const DEFAULT_CITY: CityCode = 'msk';

/** A supported city code, or null for anything else (krasnodar included). */
export function parseCityCode(value: unknown): CityCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return CITY_CODES.find((c) => c === code) ?? null;
}

const QUERY_NAMES: Readonly<Record<string, CityCode>> = {
  москва: 'msk',
  'санкт-петербург': 'spb',
};

/** SPEC 4: the query values Москва and Санкт-Петербург are rewritten to msk and spb. */
export function cityQueryRewrite(value: unknown): CityCode | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(QUERY_NAMES, key) ? (QUERY_NAMES[key] ?? null) : null;
}

/** The ?city value the city-name rule (SPEC 2.2 step 4) redirects to, or null when none is needed. */
export function rewriteCitySearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = cityQueryRewrite(params.get('city'));
  if (!code) return null;
  params.set('city', code);
  return `?${params.toString()}`;
}

export interface CitySources {
  query?: string | null | undefined;
  cookie?: string | null | undefined;
}

/** The query wins over the cookie; with neither, Moscow (SPEC 1, 3). */
export function resolveCity({ query, cookie }: CitySources): CityCode {
  return parseCityCode(query) ?? cityQueryRewrite(query) ?? parseCityCode(cookie) ?? DEFAULT_CITY;
}

/** SPEC 4: a code from the location lookup is used if supported and not krasnodar, else msk. */
export function cityFromLocation(code: unknown): CityCode {
  if (code === IGNORED_CITY_CODE) return DEFAULT_CITY;
  return parseCityCode(code) ?? DEFAULT_CITY;
}
