import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/match.ts';
import { ROUTES } from '../routes/table.ts';
import { validateRoute } from '../routes/navigation.ts';
import { listingHref } from './build.ts';
import { parseListing } from './parse.ts';
import type { ListingQuery } from './query.ts';

/** The state of a URL as the listing page sees it: the matched row, its params and the query. */
function parseUrl(url: string): ListingQuery | null {
  const [path = '', search = ''] = url.split('?');
  const match = matchRoute(path);
  if (!match) throw new Error(`no row for ${path}`);
  return parseListing(match.row, match.params, new URLSearchParams(search));
}

function canonical(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  const match = matchRoute(path);
  const query = parseUrl(url);
  return query && match ? listingHref(query, match.row) : null;
}

type Expected = Partial<Record<keyof ListingQuery, unknown>>;

describe('parseListing (SPEC 2.4)', () => {
  it.each<[string, Expected]>([
    ['/cars/', { category: 'cars', condition: undefined, mark: [], sort: 'new-first', page: 1 }],
    ['/cars/new/', { condition: 'new' }],
    ['/moto/used/honda/', { category: 'moto', condition: 'used', mark: ['honda'] }],
    ['/cars/new/bmw/x5/', { mark: ['bmw'], model: ['x5'] }],
    ['/cars/new/bmw/x5/bodytype-suv/', { mark: ['bmw'], model: ['x5'], bodyType: ['suv'] }],
    ['/cars/new/bodytype-suv/', { mark: [], bodyType: ['suv'] }],
    ['/cars/used/bmw/year-2020/', { mark: ['bmw'], model: [], year: ['2020'] }],
    ['/cars/used/bodytype-suv/year-2020/', { bodyType: ['suv'], year: ['2020'] }],
    ['/cars/new/colorgroup-white/', { colorGroup: ['white'] }],
    ['/cars/new/country-japan/', { country: ['japan'] }],
    ['/cars/new/drivetype-full/', { driveType: ['full'] }],
    ['/cars/new/enginetype-diesel/', { engineType: ['diesel'] }],
    ['/cars/new/geartype-automatic/', { gearType: ['automatic'] }],
    ['/cars/new/numberofseats-7/', { numberOfSeats: ['7'] }],
    ['/cars/?mark=bmw&model=x5', { condition: undefined, mark: ['bmw'], model: ['x5'] }],
    ['/cars/?mark=kia,bmw&mark=audi', { mark: ['audi', 'bmw', 'kia'] }],
    ['/cars/?condition=used', { condition: 'used' }],
    ['/cars/?condition=new,used', { condition: undefined }],
    ['/cars/new/?priceFrom=500000&priceTo=1%20500%20000', { priceFrom: 500000, priceTo: 1500000 }],
    [
      '/cars/used/?mileageTo=60000&yearFrom=2018&yearTo=2022',
      { mileageTo: 60000, yearFrom: 2018, yearTo: 2022 },
    ],
    [
      '/cars/new/?dealer=sever-msk&sort=price-asc&page=3',
      { dealer: ['sever-msk'], sort: 'price-asc', page: 3 },
    ],
    ['/cars/?utm_source=x&city=spb&init=1&priceFrom=', { priceFrom: undefined }],
    ['/cars/used/price-do-500000/', { condition: 'used', priceTo: 500000 }],
    ['/cars/used/price-do-500000/?mark=kia', { condition: 'used', priceTo: 500000, mark: ['kia'] }],
    ['/cars/crossover-do-1000000/', { bodyType: ['crossover'], priceTo: 1000000 }],
    [
      '/cars-vnukovo/',
      { category: 'cars', dealer: ['vektor-china-mkad', 'vektor-probeg-odintsovo'] },
    ],
    ['/cars/offroad-do-3000000/', { bodyType: ['suv'], priceTo: 3000000 }],
    ['/cars/red/', { colorGroup: ['red'] }],
    ['/cars/bmw/white/', { mark: ['bmw'], colorGroup: ['white'] }],
    ['/cars/bmw/x5/black/', { mark: ['bmw'], model: ['x5'], colorGroup: ['black'] }],
    ['/cars/toyota/year/2019/', { mark: ['toyota'], year: ['2019'] }],
    ['/cars/sale/', { flags: ['sale'] }],
    ['/cars/vat/', { flags: ['vat'] }],
    ['/cars/on-sale-soon/', { flags: ['on-sale-soon'] }],
    ['/cars/new/promo/', { condition: 'new', flags: ['promo'] }],
    ['/commercial/fleet/', { category: 'commercial', commercialType: ['fleet'] }],
    ['/commercial/used/', { condition: 'used' }],
    ['/commercial/furgon/', { bodyType: ['furgon'] }],
    ['/moto/enduro/', { category: 'moto', motoClass: ['enduro'] }],
    ['/moto/engine-do-125/', { engineVolumeTo: 125 }],
    ['/seo-pages/cars/color/', { category: 'cars', colorGroup: [] }],
  ])('%s', (url, expected) => {
    const query = parseUrl(url);
    expect(query).not.toBeNull();
    for (const [key, value] of Object.entries(expected))
      expect(query?.[key as keyof ListingQuery], key).toEqual(value);
  });

  it.each([
    '/cars/new/year-1800/',
    '/cars/new/numberofseats-x/',
    '/cars/new/bodytype-suv/x5/',
    '/cars/?mark=BMW',
    '/cars/?priceFrom=-5',
    '/cars/?priceFrom=abc',
    '/cars/?yearTo=1e4',
    '/cars/?sort=cheap',
    '/cars/?page=0',
    '/cars/?page=2.5',
    '/cars/?condition=old',
    '/cars/new/?condition=used',
    '/cars/?flags=free',
    '/cars/?year=20',
    // Well-formed words outside the closed vocabularies name no page either.
    '/cars/used/bodytype-zvonite-8-900-123-45-67-skidka-50/',
    '/cars/used/kia/rio/colorgroup-purple/',
    '/cars/new/country-atlantis/',
    '/cars/new/drivetype-six/',
    '/cars/new/enginetype-steam/',
    '/cars/new/geartype-magic/',
    '/cars/?bodyType=suv,zvonite',
    '/moto/?motoClass=zvonite',
    '/commercial/?commercialType=zvonite',
  ])('%s is not a listing state (404)', (url) => {
    expect(parseUrl(url)).toBeNull();
  });

  it('rows outside the listings have no listing state', () => {
    expect(parseListing({ path: '/about' }, {}, new URLSearchParams())).toBeNull();
  });
});

describe('listingHref: the canonical URL', () => {
  it.each<[string, string | null]>([
    ['/cars/', '/cars/'],
    ['/cars/?page=1&sort=new-first', '/cars/'],
    ['/cars/?condition=new', '/cars/new/'],
    ['/cars/?condition=new&mark=bmw&model=x5&bodyType=suv', '/cars/new/bmw/x5/bodytype-suv/'],
    ['/cars/new/?mark=bmw', '/cars/new/bmw/'],
    ['/cars/new/?bodyType=suv&year=2020', '/cars/new/bodytype-suv/?year=2020'],
    ['/cars/new/?year=2020&colorGroup=red', '/cars/new/colorgroup-red/?year=2020'],
    ['/cars/new/?mark=bmw,audi', '/cars/new/?mark=audi,bmw'],
    ['/cars/new/?mark=bmw&model=x5,x6', '/cars/new/bmw/?model=x5,x6'],
    ['/cars/new/?model=x5', '/cars/new/?model=x5'],
    ['/cars/?mark=bmw&model=x5', '/cars/?mark=bmw&model=x5'],
    ['/cars/used/bmw/year-2020/', '/cars/used/bmw/year-2020/'],
    ['/cars/used/bodytype-suv/year-2020/', '/cars/used/bodytype-suv/?year=2020'],
    [
      '/cars/used/?priceTo=900000&priceFrom=100000&sort=price-asc&page=2',
      '/cars/used/?priceFrom=100000&priceTo=900000&sort=price-asc&page=2',
    ],
    ['/cars/used/price-do-500000/', '/cars/used/price-do-500000/'],
    ['/cars/used/price-do-500000/?mark=kia&page=2', '/cars/used/price-do-500000/?mark=kia&page=2'],
    ['/cars/used/price-do-500000/?priceTo=700000', '/cars/used/?priceTo=700000'],
    ['/cars/used/price-do-500000/?condition=new', null],
    [
      '/cars/crossover-do-1000000/?bodyType=sedan',
      '/cars/?bodyType=crossover,sedan&priceTo=1000000',
    ],
    ['/cars/bmw/white/', '/cars/bmw/white/'],
    ['/cars/bmw/white/?mark=audi', '/cars/?mark=audi,bmw&colorGroup=white'],
    ['/cars/bmw/x5/black/?sort=price-desc', '/cars/bmw/x5/black/?sort=price-desc'],
    ['/cars/toyota/year/2019/?condition=used', '/cars/toyota/year/2019/?condition=used'],
    ['/cars/new/promo/?mark=kia', '/cars/new/promo/?mark=kia'],
    ['/cars-vnukovo/?condition=used&mark=kia', '/cars-vnukovo/?condition=used&mark=kia'],
    [
      '/cars-vnukovo/?dealer=vektor-kia-varshavka',
      '/cars/?dealer=vektor-china-mkad,vektor-kia-varshavka,vektor-probeg-odintsovo',
    ],
    ['/moto/engine-do-125/?engineVolumeTo=250', '/moto/?engineVolumeTo=250'],
    ['/commercial/used/?mark=ford', '/commercial/used/?mark=ford'],
    ['/commercial/?condition=used&mark=ford', '/commercial/used/ford/'],
  ])('%s → %s', (url, expected) => {
    expect(canonical(url)).toBe(expected);
  });

  it('a canonical URL parses back to the same state and is canonical itself', () => {
    const urls = [
      '/cars/new/bmw/x5/bodytype-suv/?year=2020,2021&priceTo=5000000&sort=year-desc&page=4',
      '/cars/?mark=bmw&model=x5&dealer=a,b',
      '/cars/used/price-do-300000/?mark=lada',
      '/moto/used/?motoClass=enduro,cross&engineVolumeFrom=125',
      '/cars/toyota/year/2019/',
    ];
    for (const url of urls) {
      const once = canonical(url);
      expect(once).not.toBeNull();
      expect(canonical(once ?? '')).toBe(once);
      expect(parseUrl(once ?? '')).toEqual(parseUrl(url));
    }
  });

  it('every canonical path of a generic state is a valid route of its category', () => {
    const states = [
      '/cars/?condition=new&mark=bmw&model=x5&numberOfSeats=7',
      '/electro/?condition=used&engineType=electric',
      '/atv/?condition=new&mark=cfmoto',
      '/jet-ski/?condition=used&year=2021',
      '/commercial/?condition=new&bodyType=furgon&mark=gaz',
    ];
    for (const url of states) {
      const href = canonical(url) ?? '';
      const path = href.split('?')[0] ?? '';
      const match = matchRoute(path, ROUTES);
      expect(match?.row.name, href).toMatch(/-condition/);
      const holdingId = match?.row.holdings[0] ?? 1;
      expect(validateRoute(match!.row, match!.params, { holdingId, path })).toBe(true);
    }
  });
});
