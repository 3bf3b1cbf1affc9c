import type { CityCode } from './cities.ts';

// City records and names in every grammatical case: what pages print. Apart from cities.ts, which
// the site shell reads on every page (codes and their parsing), so the shell does not carry these.

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
