import { describe, expect, it } from 'vitest';
import {
  compareCountedTypes,
  countCompare,
  countFavorites,
  DEFAULT_HOST_MAP,
  getHolding,
  HOLDING_IDS,
  holdingDisplayName,
  holdingExposes,
  holdingFromHost,
  holdingPhone,
  parseHostMap,
  phoneHref,
  shownPhone,
  type HoldingFeature,
  type HoldingId,
} from './index.ts';

describe('holding config (SPEC 3)', () => {
  it.each(HOLDING_IDS)('holding %i carries every SPEC 3 field', (id) => {
    const h = getHolding(id);
    expect(h.holdingId).toBe(id);
    expect(h.isAvtodom).toBe(id === 1);
    expect(h.isAsc).toBe(id === 2);
    expect(h.hostName).toMatch(/^[a-z0-9-]+\.[a-z]+$/);
    expect(h.fullDomainWithProtocol).toBe(`https://${h.fullDomain}`);
    expect(h.holdingPhone).toMatch(/^\+7 \((495|812)\) \d{3}-\d{2}-\d{2}$/);
    expect(h.logo).toMatch(/^\/.+\.svg$/);
  });

  it('has two different host names', () => {
    expect(getHolding(1).hostName).not.toBe(getHolding(2).hostName);
  });
});

describe('holdingDisplayName (SPEC 1)', () => {
  it.each<[HoldingId, string]>([
    [1, 'VEKTOR MOTORS'],
    [2, 'Автоцентр Северное Сияние'],
  ])('holding %i shows %s', (id, name) => {
    expect(holdingDisplayName(id)).toBe(name);
  });
});

describe('holdingPhone (SPEC 1, 3, 4)', () => {
  it.each<[HoldingId, 'msk' | 'spb', string | undefined, string]>([
    [1, 'msk', undefined, '+7 (495) 000-10-01'],
    [1, 'spb', undefined, '+7 (812) 000-10-02'],
    // The second holding has dealers in both cities: its phone follows the city (issue 29).
    [2, 'msk', undefined, '+7 (495) 000-20-01'],
    [2, 'spb', undefined, '+7 (812) 000-20-00'],
    [1, 'spb', '+7 (812) 000-99-99', '+7 (812) 000-99-99'],
    [2, 'msk', '+7 (495) 000-77-77', '+7 (495) 000-77-77'],
    [1, 'msk', '', '+7 (495) 000-10-01'],
  ])('holding %i in %s with override %s → %s', (id, city, override, phone) => {
    expect(holdingPhone(id, city, override)).toBe(phone);
  });

  it("shows a dealer's phone while one is set, the city's otherwise; an empty dealer phone does not blank it", () => {
    expect(shownPhone('+7 (812) 000-10-02', null)).toBe('+7 (812) 000-10-02');
    expect(shownPhone('+7 (812) 000-10-02', '+7 (900) 000-00-01')).toBe('+7 (900) 000-00-01');
    expect(shownPhone('+7 (495) 000-10-01', '')).toBe('+7 (495) 000-10-01');
  });

  it('builds a tel: link', () => {
    expect(phoneHref('+7 (495) 000-10-01')).toBe('tel:+74950001001');
  });
});

describe('holdingFromHost (DESIGN 1)', () => {
  it.each<[string | undefined, HoldingId]>([
    ['localhost', 1],
    ['localhost:3000', 1],
    ['h2.localhost', 2],
    ['H2.LocalHost:3000', 2],
    ['vektor-motors.example', 1],
    ['www.vektor-motors.example', 1],
    ['severnoe-siyanie.example', 2],
    ['www.severnoe-siyanie.example:443', 2],
    ['severnoe-siyanie.example.', 2],
    ['unknown.example', 1],
    ['[::1]:3000', 1],
    ['constructor', 1],
    ['', 1],
    [undefined, 1],
  ])('%s → %i', (host, id) => {
    expect(holdingFromHost(host)).toBe(id);
  });

  it('uses the given map and default', () => {
    const map = parseHostMap('a.test=2');
    expect(holdingFromHost('a.test:8080', map)).toBe(2);
    expect(holdingFromHost('localhost', map, 2)).toBe(2);
  });

  it('the default map sends each production host and its www. variant to its holding', () => {
    for (const id of HOLDING_IDS) {
      const { hostName, fullDomain } = getHolding(id);
      expect(DEFAULT_HOST_MAP[hostName]).toBe(id);
      expect(DEFAULT_HOST_MAP[fullDomain]).toBe(id);
    }
  });
});

describe('parseHostMap', () => {
  it.each<[string, Record<string, HoldingId>]>([
    ['localhost=1,h2.localhost=2', { localhost: 1, 'h2.localhost': 2 }],
    [' LocalHost = 1 , h2.localhost=2, ', { localhost: 1, 'h2.localhost': 2 }],
    ['a.example=2,a.example=2', { 'a.example': 2 }],
  ])('%j', (env, map) => {
    expect(parseHostMap(env)).toEqual(map);
  });

  it.each<[string, RegExp]>([
    ['', /empty/],
    [' , ', /empty/],
    ['localhost', /Invalid host map entry "localhost"/],
    ['localhost=1=2', /Invalid host map entry/],
    ['=1', /Invalid host map entry/],
    ['localhost=3', /holding id "3".*use 1 or 2/],
    ['localhost=one', /holding id "one"/],
    ['localhost:3000=1', /Invalid host "localhost:3000"/],
    ['https://a.example=1', /Invalid host/],
    ['a.example=1,a.example=2', /mapped to two holdings/],
  ])('rejects %j', (env, message) => {
    expect(() => parseHostMap(env)).toThrow(message);
  });
});

describe('holdingExposes (SPEC 2.4, 2.7, 2.8, 2.11, 6)', () => {
  const first: HoldingFeature[] = [
    'electro',
    'moto',
    'jet-ski',
    'investors',
    'compliance',
    'corporate',
    'en-link',
    'loyalty',
    'header-semi-trailers',
    'ip-city-lookup',
  ];
  const second: HoldingFeature[] = [
    'atv',
    'commission',
    'reservation-rules',
    'services-pay',
    'services-commercial',
    'fleet',
    'footer-working-hours',
  ];
  it.each(first)('%s is first holding only', (feature) => {
    expect([holdingExposes(1, feature), holdingExposes(2, feature)]).toEqual([true, false]);
  });
  it.each(second)('%s is second holding only', (feature) => {
    expect([holdingExposes(1, feature), holdingExposes(2, feature)]).toEqual([false, true]);
  });
  it('the header city choice is on both holdings (issue 29, decision 0053)', () => {
    expect([holdingExposes(1, 'city-button'), holdingExposes(2, 'city-button')]).toEqual([
      true,
      true,
    ]);
  });
});

describe('compare count (SPEC 3)', () => {
  const lists = { cars: [1, 2], moto: [3], atv: [4, 5, 6], 'jet-ski': [7] };
  it.each<[HoldingId, readonly string[], number]>([
    [1, ['cars', 'moto', 'atv', 'jet-ski'], 7],
    [2, ['cars', 'atv'], 5],
  ])('holding %i counts %j → %i', (id, types, count) => {
    expect(compareCountedTypes(id)).toEqual(types);
    expect(countCompare(id, lists)).toBe(count);
  });

  it('counts missing lists as empty', () => {
    expect(countCompare(2, { moto: [1] })).toBe(0);
  });

  it('favourites count vehicles of all types plus accessories (SPEC 2.12)', () => {
    expect(countFavorites(lists, ['a', 'b'])).toBe(9);
    expect(countFavorites({})).toBe(0);
  });
});
