import { CITY_CODES, IGNORED_CITY_CODE } from './constants.ts';

export { CITY_CODES, CITY_COOKIE, CITY_COOKIE_MAX_AGE } from './constants.ts';

export type CityCode = (typeof CITY_CODES)[number];
export const DEFAULT_CITY: CityCode = 'msk';

/** SPEC 3 city record; region_with_type follows the address-suggestion service's naming. */
export interface City {
  city: string;
  region_with_type: string;
  code: CityCode;
}

export const CITIES: readonly City[] = [
  { city: 'Москва', region_with_type: 'г Москва', code: 'msk' },
  { city: 'Санкт-Петербург', region_with_type: 'г Санкт-Петербург', code: 'spb' },
];

export const GRAMMATICAL_CASES = [
  'nominative',
  'genitive',
  'dative',
  'accusative',
  'instrumental',
  'prepositional',
] as const;
export type GrammaticalCase = (typeof GRAMMATICAL_CASES)[number];

const CITY_NAMES: Readonly<Record<CityCode, Readonly<Record<GrammaticalCase, string>>>> = {
  msk: {
    nominative: 'Москва',
    genitive: 'Москвы',
    dative: 'Москве',
    accusative: 'Москву',
    instrumental: 'Москвой',
    prepositional: 'Москве',
  },
  spb: {
    nominative: 'Санкт-Петербург',
    genitive: 'Санкт-Петербурга',
    dative: 'Санкт-Петербургу',
    accusative: 'Санкт-Петербург',
    instrumental: 'Санкт-Петербургом',
    prepositional: 'Санкт-Петербурге',
  },
};

export function cityName(code: CityCode, grammaticalCase: GrammaticalCase = 'nominative'): string {
  return CITY_NAMES[code][grammaticalCase];
}

export function cityByCode(code: CityCode): City {
  const city = CITIES.find((c) => c.code === code);
  if (!city) throw new Error(`No city record for ${code}`);
  return city;
}

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
