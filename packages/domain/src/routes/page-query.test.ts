import { describe, expect, it } from 'vitest';
import { LISTING_QUERY_PARAMS } from '../listing/query.ts';
import { LISTING_MODULE } from './rows/listings.ts';
import { ROUTES } from './table.ts';
import { pageQueryKey } from './page-query.ts';

describe('pageQueryKey', () => {
  it('leaves out what a listing does not read, keeps what it does, as written', () => {
    expect(pageQueryKey('/cars/new/', '?utm_source=x&r=123')).toBe('');
    expect(pageQueryKey('/cars/new/', '')).toBe('');
    expect(pageQueryKey('/cars/new/', '?page=2&utm_source=x')).toBe('page=2');
    expect(pageQueryKey('/cars/new/', '?priceTo=1000000&mark=audi,bmw&r=1')).toBe(
      'priceTo=1000000&mark=audi,bmw',
    );
    // The listing redirects a list written with %2C to its canonical commas: not the same answer.
    expect(pageQueryKey('/cars/', '?mark=audi%2Cbmw')).toBe('mark=audi%2Cbmw');
    expect(pageQueryKey('/cars/used/bmw/', '?sort=price-asc')).toBe('sort=price-asc');
    expect(pageQueryKey('/cars/color/white/', '?page=3&gclid=z')).toBe('page=3');
  });

  it('marks an unread parameter written before a read one (the listing redirects that order)', () => {
    expect(pageQueryKey('/cars/new/', '?utm=1&sort=price-asc')).toBe('sort=price-asc&*');
    expect(pageQueryKey('/cars/new/', '?r=2&sort=price-asc')).toBe('sort=price-asc&*');
    expect(pageQueryKey('/cars/new/', '?sort=price-asc&utm=1')).toBe('sort=price-asc');
  });

  it('keeps nothing of the query on a page that reads none', () => {
    expect(pageQueryKey('/catalog/5/', '?page=2&sort=price-asc&utm=1')).toBe('');
    expect(pageQueryKey('/', '?r=123')).toBe('');
  });

  it('keeps the first ?city when it names a city or is a name to rewrite, on every page', () => {
    expect(pageQueryKey('/', '?city=spb&r=1')).toBe('city=spb');
    expect(pageQueryKey('/catalog/5/', '?city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0')).toBe(
      'city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    );
    expect(pageQueryKey('/', '?city=nowhere')).toBe('');
    expect(pageQueryKey('/', '?city=nowhere&city=spb')).toBe('');
  });

  it('keeps the parameters of embeds, app pages and QR images', () => {
    expect(pageQueryKey('/iframe/catalog_list/', '?city=x&mark=kia&f_mark=kia&u=1')).toBe(
      'city=x&mark=kia&f_mark=kia',
    );
    expect(pageQueryKey('/mobileapp/', '?top-banner&utm=1')).toBe('top-banner');
    expect(pageQueryKey('/qr/XTA210990Y2765432/', '?size=300&v=2')).toBe('size=300');
  });
});

describe('the rows of the listing', () => {
  it('all read the listing-URL schema', () => {
    const listings = ROUTES.filter((row) => row.module === LISTING_MODULE);
    expect(listings.length).toBeGreaterThan(30);
    for (const row of listings) expect(row.query, row.name).toBe(LISTING_QUERY_PARAMS);
  });
});

describe('pageQueryKey off the route table', () => {
  it("keeps the whole query of React Router's route discovery", () => {
    expect(pageQueryKey('/__manifest', '?paths=%2Fbrands%2Ftoyota&version=1')).toBe(
      'paths=%2Fbrands%2Ftoyota&version=1',
    );
  });
});

describe('pageQueryKey of a page data request', () => {
  it('reads what the page reads, and the routes asked', () => {
    expect(pageQueryKey('/cars/new/_.data', '?utm_source=x&_routes=root&page=2')).toBe(
      '_routes=root&page=2&*',
    );
    expect(pageQueryKey('/brands/toyota.data', '?_routes=root%2Cbrands-brand')).toBe(
      '_routes=root%2Cbrands-brand',
    );
  });

  it("keeps the lists of favourites and compare, so one visitor's list never answers another's", () => {
    expect(pageQueryKey('/favorites/_.data', '?vehicles=1,2&accessories=3&_routes=root')).toBe(
      'vehicles=1,2&accessories=3&_routes=root',
    );
    expect(pageQueryKey('/favorites/', '?vehicles=4&utm_source=x')).toBe('vehicles=4');
    expect(pageQueryKey('/compare/_.data', '?vehicles=5,6&accessories=7')).toBe('vehicles=5,6');
    expect(pageQueryKey('/lk/favorites/_.data', '?accessories=8')).toBe('accessories=8');
    expect(pageQueryKey('/lk/compare/_.data', '?vehicles=9')).toBe('vehicles=9');
  });
});
