import { describe, expect, it } from 'vitest';
import type { CatalogFacets } from '@dealer/contract';
import { emptyListingQuery, FACET_KEYS, withBound, withList } from '@dealer/domain';
import { pageWindow } from './pagination.tsx';
import { activeLabels, filterGroups, listingPanel, rangeBounds } from './panel-data.ts';

describe('pageWindow', () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 54, [1, 2, null, 54]],
    [5, 54, [1, null, 4, 5, 6, null, 54]],
    [54, 54, [1, null, 53, 54]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});

const empty = (): CatalogFacets['values'] =>
  Object.fromEntries(FACET_KEYS.map((k) => [k, []])) as unknown as CatalogFacets['values'];

const facets: CatalogFacets = {
  values: {
    ...empty(),
    mark: [
      { value: 'kia', label: 'Kia', count: 10 },
      { value: 'bmw', label: 'BMW', count: 4 },
    ],
    model: [
      { value: 'rio', label: 'Rio', count: 6, parent: 'kia' },
      { value: 'x5', label: 'X5', count: 4, parent: 'bmw' },
    ],
    bodyType: [{ value: 'sedan', label: 'Седан', count: 14 }],
    flags: [{ value: 'sale', label: 'Со скидкой', count: 3 }],
  },
  ranges: {
    price: { min: 500000, max: 9000000 },
    year: { min: 2015, max: 2025 },
    mileage: { min: 0, max: 0 },
    engineVolume: null,
    power: null,
  },
};

describe('the filter panel data of a listing', () => {
  it('groups the data has, models only of the chosen marks, a chosen value kept even at zero', () => {
    const none = filterGroups(facets, emptyListingQuery('cars'));
    expect(none.map((g) => g.key)).toEqual(['mark', 'bodyType']);
    const kia = withList(withList(emptyListingQuery('cars'), 'mark', ['kia']), 'bodyType', ['suv']);
    const groups = filterGroups(facets, kia);
    expect(groups.find((g) => g.key === 'model')?.options).toEqual([
      { value: 'rio', label: 'Rio', count: 6 },
    ]);
    expect(
      groups.find((g) => g.key === 'bodyType')?.options.map((o) => [o.value, o.count]),
    ).toEqual([
      ['sedan', 14],
      ['suv', 0],
    ]);
  });

  it('ranges with a spread only; no mileage among new vehicles', () => {
    expect(rangeBounds(facets, emptyListingQuery('cars'))).toEqual({
      price: { min: 500000, max: 9000000 },
      year: { min: 2015, max: 2025 },
    });
    expect(rangeBounds(null, emptyListingQuery('cars'))).toEqual({});
  });

  it('names the active values for their chips', () => {
    const query = withList(withList(emptyListingQuery('cars'), 'mark', ['bmw']), 'flags', [
      'sale',
      'vat',
    ]);
    expect(activeLabels(facets, query)).toEqual({
      'mark:bmw': 'BMW',
      'flags:sale': 'Со скидкой',
      'flags:vat': 'vat',
    });
  });

  it('sends what the panel shows no field for hidden, and nothing it shows', () => {
    const query = {
      ...withBound(
        withBound(
          withList(
            withList(withList(emptyListingQuery('cars'), 'mark', ['kia']), 'flags', ['sale']),
            'year',
            ['2020'],
          ),
          'priceTo',
          900000,
        ),
        'powerFrom',
        150,
      ),
      condition: 'used' as const,
      sort: 'price-asc' as const,
    };
    const panel = listingPanel(facets, query, { path: '/cars/used', preset: {} } as never);
    // mark is a field of the panel; the flags, the year segment, the power bound, sort and condition are not.
    expect(panel.groups.map((g) => [g.key, g.name])).toEqual([
      ['mark', 'mark'],
      ['model', 'model'],
      ['bodyType', 'bodyType'],
    ]);
    expect(panel.hidden).toEqual([
      ['condition', 'used'],
      ['year', '2020'],
      ['flags', 'sale'],
      ['powerFrom', '150'],
      ['sort', 'price-asc'],
    ]);
    // The price bound has its field (the price range is shown), so it is not sent twice.
    expect(panel.hidden.some(([name]) => name === 'priceTo')).toBe(false);
  });

  it('inside an embed sends its narrowing and names the fields as the embed reads them', () => {
    const embed = { category: 'cars' as const, mark: 'kia', city: 'spb' as const };
    const query = {
      ...withList(emptyListingQuery('cars'), 'mark', ['kia']),
      condition: 'new' as const,
    };
    const panel = listingPanel(facets, query, {
      path: '/iframe/catalog-list',
      preset: {},
      embed,
    } as never);
    // The embed fixes the mark: no mark field, and the mark is not sent as a visitor's choice.
    expect(panel.groups.map((g) => [g.key, g.name])).toEqual([
      ['model', 'model'],
      ['bodyType', 'bodyType'],
    ]);
    expect(panel.hidden).toEqual([
      ['f_condition', 'new'],
      ['mark', 'kia'],
      ['city', 'spb'],
    ]);
  });
});
