import { describe, expect, it } from 'vitest';
import {
  CITIES,
  CITY_COOKIE,
  CITY_COOKIE_MAX_AGE,
  cityByCode,
  cityFromLocation,
  cityName,
  cityQueryRewrite,
  DEFAULT_CITY,
  parseCityCode,
  resolveCity,
  rewriteCitySearch,
  type CityCode,
  type GrammaticalCase,
} from './index.ts';

describe('cities (SPEC 2.15, 3, 9)', () => {
  it('has Moscow and Saint Petersburg with a Moscow default', () => {
    expect(CITIES.map((c) => [c.code, c.city])).toEqual([
      ['msk', 'Москва'],
      ['spb', 'Санкт-Петербург'],
    ]);
    expect(DEFAULT_CITY).toBe('msk');
    expect(cityByCode('spb').region_with_type).toBe('г Санкт-Петербург');
  });

  it('keeps the choice in the siteCityCode cookie for 7 days', () => {
    expect(CITY_COOKIE).toBe('siteCityCode');
    expect(CITY_COOKIE_MAX_AGE).toBe(604800);
  });
});

describe('cityName: six Russian cases', () => {
  it.each<[CityCode, GrammaticalCase, string]>([
    ['msk', 'nominative', 'Москва'],
    ['msk', 'genitive', 'Москвы'],
    ['msk', 'dative', 'Москве'],
    ['msk', 'accusative', 'Москву'],
    ['msk', 'instrumental', 'Москвой'],
    ['msk', 'prepositional', 'Москве'],
    ['spb', 'nominative', 'Санкт-Петербург'],
    ['spb', 'genitive', 'Санкт-Петербурга'],
    ['spb', 'dative', 'Санкт-Петербургу'],
    ['spb', 'accusative', 'Санкт-Петербург'],
    ['spb', 'instrumental', 'Санкт-Петербургом'],
    ['spb', 'prepositional', 'Санкт-Петербурге'],
  ])('%s %s → %s', (code, grammaticalCase, name) => {
    expect(cityName(code, grammaticalCase)).toBe(name);
  });
});

describe('parseCityCode', () => {
  it.each<[unknown, CityCode | null]>([
    ['msk', 'msk'],
    ['spb', 'spb'],
    [' SPB ', 'spb'],
    ['krasnodar', null],
    ['ekb', null],
    ['', null],
    [undefined, null],
    [null, null],
    [7, null],
  ])('%j → %j', (value, code) => {
    expect(parseCityCode(value)).toBe(code);
  });
});

describe('cityQueryRewrite (SPEC 4)', () => {
  it.each<[unknown, CityCode | null]>([
    ['Москва', 'msk'],
    ['Санкт-Петербург', 'spb'],
    ['москва', 'msk'],
    ['msk', null],
    ['Краснодар', null],
    [null, null],
  ])('%j → %j', (value, code) => {
    expect(cityQueryRewrite(value)).toBe(code);
  });

  it.each<[string, string | null]>([
    ['?city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', '?city=msk'],
    ['?a=1&city=Санкт-Петербург&b=2', '?a=1&city=spb&b=2'],
    ['?city=msk', null],
    ['', null],
  ])('search %s → %s', (search, target) => {
    expect(rewriteCitySearch(search)).toBe(target);
  });
});

describe('resolveCity: query first, then cookie, else Moscow', () => {
  it.each<[string | undefined, string | undefined, CityCode]>([
    ['spb', 'msk', 'spb'],
    ['msk', 'spb', 'msk'],
    [undefined, 'spb', 'spb'],
    ['Санкт-Петербург', undefined, 'spb'],
    ['krasnodar', 'spb', 'spb'],
    ['krasnodar', 'krasnodar', 'msk'],
    [undefined, undefined, 'msk'],
  ])('query %s cookie %s → %s', (query, cookie, code) => {
    expect(resolveCity({ query, cookie })).toBe(code);
  });
});

describe('cityFromLocation (SPEC 4)', () => {
  it.each<[unknown, CityCode]>([
    ['spb', 'spb'],
    ['msk', 'msk'],
    ['krasnodar', 'msk'],
    ['kazan', 'msk'],
    [undefined, 'msk'],
    ['', 'msk'],
  ])('%j → %s', (code, city) => {
    expect(cityFromLocation(code)).toBe(city);
  });
});
