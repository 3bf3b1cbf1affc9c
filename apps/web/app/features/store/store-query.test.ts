import { describe, expect, it } from 'vitest';
import { shownPrice } from './store-data.ts';
import { readStoreQuery, storeApiFilters, storeFilterCount, storeSearch } from './store-query.ts';

const read = (search: string) => readStoreQuery(new URLSearchParams(search));

describe('store list query', () => {
  it('reads filters, sort and page, and writes one URL per state', () => {
    const query = read('sort=price-asc&brand=bosch,ATE&page=3&inStock=on&priceTo=5000&brand=ate');
    expect(query).toEqual({
      brand: ['ate', 'bosch'],
      priceFrom: null,
      priceTo: 5000,
      inStock: true,
      discount: false,
      sort: 'price-asc',
      page: 3,
    });
    expect(storeSearch(query)).toBe(
      '?brand=ate&brand=bosch&priceTo=5000&inStock=1&sort=price-asc&page=3',
    );
    expect(storeFilterCount(query)).toBe(4);
    expect(storeApiFilters(query)).toEqual({
      brand: ['ate', 'bosch'],
      priceTo: 5000,
      inStock: 'true',
    });
  });

  it('leaves out what the list cannot take instead of failing', () => {
    const query = read(
      'page=abc&sort=cheap&priceFrom=-5&priceTo=1e12&brand=%3Cscript%3E&discount=yes',
    );
    expect(query).toEqual(read(''));
    expect(storeSearch(query)).toBe('');
    expect(read('page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it('takes a price range typed backwards the other way round, spaces and commas allowed', () => {
    const query = read('priceFrom=9%20000&priceTo=1500,50');
    expect([query.priceFrom, query.priceTo]).toEqual([1501, 9000]);
  });
});

describe('shown price (SPEC 5 price display)', () => {
  it('shows the old price and the discount only when there is one', () => {
    expect(shownPrice({ price: 990, disprice: 891 })).toEqual({
      current: '891\u00a0₽',
      old: '990\u00a0₽',
      off: 10,
    });
    expect(shownPrice({ price: 1250000.5, disprice: 1250000.5 })).toEqual({
      current: '1\u00a0250\u00a0000\u00a0₽',
      old: null,
      off: null,
    });
    expect(shownPrice({ price: 500, disprice: 0 }).current).toBe('500\u00a0₽');
  });
});
