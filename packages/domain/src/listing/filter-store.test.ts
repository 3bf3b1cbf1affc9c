import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/table.ts';
import { filterDataOf, narrowAllData, toFilterData } from './filter-store.ts';
import { listingHeading } from './heading.ts';
import { parseListing } from './parse.ts';
import { activeFilterCount, emptyListingQuery, withBound, withList } from './query.ts';

describe('toFilterData (SPEC 3 filter store)', () => {
  it.each<
    [string, Record<string, string | number | string[] | undefined>, Record<string, unknown>]
  >([
    [
      'drops page, sort and init',
      { page: '2', sort: 'price-asc', init: '1', mark: ['bmw'] },
      { mark: ['bmw'] },
    ],
    [
      'wraps a string in a list',
      { mark: 'bmw', bodyType: 'suv' },
      { mark: ['bmw'], bodyType: ['suv'] },
    ],
    [
      'keeps lists and numbers',
      { model: ['x5', 'x6'], priceTo: 900000 },
      { model: ['x5', 'x6'], priceTo: 900000 },
    ],
    ['leaves empty values out', { mark: '', model: [], priceFrom: undefined }, {}],
  ])('%s', (_, input, expected) => {
    expect(toFilterData(input)).toEqual(expected);
  });

  it('the filterData of a listing state has no page or sort', () => {
    const query = parseListing(
      { path: '/cars/:condition' },
      { condition: 'used' },
      new URLSearchParams('mark=kia&page=3&sort=price-asc&priceTo=900000'),
    );
    expect(query && filterDataOf(query)).toEqual({
      category: ['cars'],
      condition: ['used'],
      mark: ['kia'],
      priceTo: 900000,
    });
  });
});

describe('narrowAllData (SPEC 3: iframes)', () => {
  const all = [
    { id: 1, condition: 'new', mark: 'kia', city: 'msk', location: 'sever' },
    { id: 2, condition: 'used', mark: 'kia', city: 'msk', location: 'sever' },
    { id: 3, condition: 'new', mark: 'bmw', city: 'spb', location: 'nevsky' },
    { id: 4, condition: 'new', mark: ['kia', 'bmw'], city: 'spb', location: null },
  ];
  it.each<[string, Parameters<typeof narrowAllData>[1], number[]]>([
    ['no scope keeps everything', {}, [1, 2, 3, 4]],
    ['by condition', { condition: 'new' }, [1, 3, 4]],
    ['by mark, also inside a list', { mark: 'bmw' }, [3, 4]],
    ['by city', { city: 'spb' }, [3, 4]],
    ['by location; an entry without one stays', { location: 'sever' }, [1, 2, 4]],
    ['all four at once', { condition: 'new', mark: 'kia', city: 'msk', location: 'sever' }, [1]],
  ])('%s', (_, scope, ids) => {
    expect(narrowAllData(all, scope).map((e) => e.id)).toEqual(ids);
  });
});

describe('query helpers', () => {
  it('changing a filter goes back to page 1 and counts what is set', () => {
    const start = { ...emptyListingQuery('cars'), page: 4 };
    const next = withBound(withList(start, 'mark', ['kia', 'bmw', 'kia']), 'priceTo', 500000);
    expect(next).toMatchObject({ page: 1, mark: ['bmw', 'kia'], priceTo: 500000 });
    expect(activeFilterCount(next)).toBe(3);
    expect(withBound(next, 'priceTo', undefined)).not.toHaveProperty('priceTo');
  });
});

describe('listingHeading', () => {
  it.each<[string, string, string]>([
    ['cars-condition', 'condition=new', 'Новые автомобили'],
    ['cars', 'mark=bmw', 'Автомобили BMW'],
    ['cars', 'mark=bmw&model=x5', 'Автомобили BMW X5'],
    ['cars', 'mark=bmw,audi', 'Автомобили'],
    ['cars-used-price-do-500000', '', 'Автомобили с пробегом до 500\u00a0000\u00a0₽'],
    ['cars-used-price-do-500000', 'priceTo=600000', 'Автомобили с пробегом'],
    ['moto-enduro', '', 'Мотоциклы эндуро'],
  ])('%s ?%s → %s', (name, search, h1) => {
    const row = routeByName(name);
    const params = name === 'cars-condition' ? { condition: 'new' } : {};
    const query = row && parseListing(row, params, new URLSearchParams(search));
    expect(query && listingHeading(query, row, { mark: 'BMW', model: 'X5' })).toBe(h1);
  });

  it('fills the mark and year of a mark-and-year page', () => {
    const row = routeByName('cars-mark-year');
    const query = row && parseListing(row, { mark: 'toyota', year: '2019' }, new URLSearchParams());
    expect(query && listingHeading(query, row, { mark: 'Toyota' })).toBe(
      'Автомобили Toyota 2019 года',
    );
  });
});
