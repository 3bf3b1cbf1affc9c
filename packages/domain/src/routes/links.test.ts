import { describe, expect, it } from 'vitest';
import { href, hrefForRow } from './href.ts';
import {
  listingCategoryOf,
  listingH1,
  listingSegments,
  presetH1,
  type ListingSegments,
} from './listing.ts';
import { brandLogoSrc, catalogLinkFor, isMenuItemActive, menuLeafHref } from './menu.ts';
import { routeByName } from './table.ts';
import type { RouteParams } from './types.ts';

describe('href: typed links with the trailing slash (STYLE 7, SPEC 9)', () => {
  it.each<[string, string]>([
    [href('index'), '/'],
    [href('cars'), '/cars/'],
    [href('catalog-id', { id: 123 }), '/catalog/123/'],
    [href('brands-brand-model', { brand: 'bmw', model: 'x5' }), '/brands/bmw/x5/'],
    [href('cars-condition-mark', { condition: 'used', mark: 'kia' }), '/cars/used/kia/'],
    [href('cars', {}, { mark: 'bmw', model: 'x5' }), '/cars/?mark=bmw&model=x5'],
    [href('cars', undefined, { mark: 'bmw', model: '' }), '/cars/?mark=bmw'],
    [href('cars-used-price-do-300000'), '/cars/used/price-do-300000/'],
    [href('cars-mark-color-red', { mark: 'kia' }), '/cars/kia/red/'],
    [href('news-id', { id: 'новость 1' }), '/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C%201/'],
    [href('mobileapp-download', {}, { 'top-banner': 1 }), '/mobileapp/download/?top-banner=1'],
    [href('en-about'), '/en/about/'],
    [href('service-online'), '/service/online/'],
    [href('services-testdrive'), '/services/testdrive/'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses missing params and the splat', () => {
    const row = routeByName('catalog-id');
    const notFound = routeByName('not-found');
    expect(() => row && hrefForRow(row, {})).toThrow('needs the param "id"');
    expect(() => notFound && hrefForRow(notFound)).toThrow('splat');
  });

  it('is typed by the route pattern', () => {
    // @ts-expect-error catalog-id needs its id
    expect(() => href('catalog-id')).toThrow();
    // @ts-expect-error unknown route names do not compile
    expect(() => href('bogus')).toThrow('Unknown route name');
    // @ts-expect-error brands-brand-model needs a model too
    expect(() => href('brands-brand-model', { brand: 'bmw' })).toThrow();
  });
});

describe('isMenuItemActive (SPEC 2.12)', () => {
  it.each<[string, string, boolean]>([
    ['brands', '/brands/bmw/', true],
    ['services', '/services/credit/', true],
    ['service', '/services/credit/', false],
    ['catalog', '/cars/new/', true],
    ['catalog', '/moto/', true],
    ['catalog', '/commercial/fleet/', true],
    ['catalog', '/atv/', true],
    ['catalog', '/jet-ski/', true],
    ['catalog', '/electro/used/', true],
    ['catalog', '/catalog/15/', true],
    ['catalog', '/cars-vnukovo/', false],
    ['catalog', '/store/', false],
    ['cars', '/cars/', true],
    ['store', '/', false],
    ['', '/', false],
  ])('%s on %s → %s', (key, path, active) => {
    expect(isMenuItemActive(key, path)).toBe(active);
  });
});

describe('menu and error page links', () => {
  it.each<[string | undefined, string]>([
    ['item-code', '/store/'],
    ['catalog-id', '/cars/'],
    [undefined, '/cars/'],
  ])('«Перейти в каталог» from %s → %s (SPEC 2.17)', (name, link) => {
    expect(catalogLinkFor(name)).toBe(link);
  });

  it.each<[string, string | null, string]>([
    ['mini', '/logos/mini.png', '/icons/defaultBrandLogo.png'],
    ['bmw', '/logos/bmw.png', '/icons/defaultBrandLogo.png'],
    ['BMW', '/logos/bmw.png', '/icons/defaultBrandLogo.png'],
    ['kia', '/logos/kia.png', '/logos/kia.png'],
    ['kia', null, '/icons/defaultBrandLogo.png'],
  ])('brand %s logo %s → %s (SPEC 2.12)', (code, logo, src) => {
    expect(brandLogoSrc(code, logo)).toBe(src);
  });

  it.each<[string, string]>([
    ['services/credit', '/services/credit/'],
    ['/about/', '/about/'],
    ['', '/'],
  ])('leaf %j → %s', (link, target) => {
    expect(menuLeafHref(link)).toBe(target);
  });
});

describe('listing helpers', () => {
  it.each<[RouteParams, ListingSegments]>([
    [{ condition: 'new' }, { condition: 'new' }],
    [
      { condition: 'used', mark: 'bmw', model: 'x5' },
      { condition: 'used', mark: 'bmw', model: 'x5' },
    ],
    [
      { condition: 'new', mark: 'bodytype-suv' },
      { condition: 'new', filter: 'bodytype-suv' },
    ],
    [
      { condition: 'used', mark: 'bmw', model: 'year-2020' },
      { condition: 'used', mark: 'bmw', filter: 'year-2020' },
    ],
    [
      { condition: 'used', mark: 'bmw', model: 'x5', filter: 'colorgroup-red' },
      { condition: 'used', mark: 'bmw', model: 'x5', filter: 'colorgroup-red' },
    ],
    [{ condition: 'old' }, {}],
  ])('%j → %j', (params, segments) => {
    expect(listingSegments(params)).toEqual(segments);
  });

  it.each<[string, string | null]>([
    ['/cars/:condition', 'cars'],
    ['/jet-ski/new/', 'jet-ski'],
    ['/cars-vnukovo/', null],
    ['/', null],
  ])('listingCategoryOf(%s) → %s', (path, category) => {
    expect(listingCategoryOf(path)).toBe(category);
  });

  it.each<[Parameters<typeof listingH1>[0], string | undefined, string]>([
    ['cars', 'new', 'Новые автомобили'],
    ['cars', 'used', 'Автомобили с пробегом'],
    ['cars', undefined, 'Автомобили'],
    ['atv', 'new', 'Новые квадроциклы'],
    ['commercial', 'used', 'Коммерческий транспорт с пробегом'],
    ['moto', 'other', 'Мотоциклы'],
  ])('listingH1(%s, %s) → %s', (category, condition, h1) => {
    expect(listingH1(category, condition)).toBe(h1);
  });

  it.each<[string, Record<string, string>, string]>([
    ['cars-mark-color-red', { mark: 'BMW' }, 'Красные автомобили BMW'],
    ['cars-mark-model-color-white', { mark: 'Kia', model: 'Rio' }, 'Белые Kia Rio'],
    ['cars-mark-year', { mark: 'Kia', year: '2024' }, 'Автомобили Kia 2024 года'],
    ['cars-mark-year', {}, 'Автомобили года'],
  ])('presetH1 of %s with %j → %s', (name, values, h1) => {
    const preset = routeByName(name)?.preset;
    expect(preset && presetH1(preset, values)).toBe(h1);
  });
});
