import { describe, expect, it } from 'vitest';
import { rankPattern, matchRoute } from './match.ts';
import {
  hasUppercaseViolation,
  isLkPath,
  keepsScrollPosition,
  notFound,
  resolveGuards,
  trailingSlashRedirect,
  validateRoute,
} from './navigation.ts';
import { routeByName } from './table.ts';
import type { RouteRow } from './types.ts';

describe('hasUppercaseViolation (SPEC 5)', () => {
  it.each<[string, boolean]>([
    ['/cars/', false],
    ['/Cars/', true],
    ['/cars/new/BMW/', true],
    ['/news/Новости/', true],
    ['/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8/', false],
    ['/news/%D0%9D%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8/', true],
    ['/news/%E0%A4%A/', false],
    ['/report/ABC/', false],
    ['/reports/Sales/', false],
    ['/webpay/BankSPB/Approve/', false],
    ['/pay/Bill7Xq/', false],
    ['/feed/Yandex.xml', false],
    ['/price-tags/AB12/', false],
    ['/slgen/X/', false],
    ['/sl/AbC/', false],
    ['/qr/XTA210990Y2765432/', false],
    ['/slides/X/', true],
    ['/payment/X/', true],
    ['/qrcode/X/', true],
    ['/reportage/X/', true],
    ['/PAY/x/', true],
    ['/', false],
  ])('%s → %s', (path, violation) => {
    expect(hasUppercaseViolation(path)).toBe(violation);
  });
});

describe('trailingSlashRedirect (SPEC 2.2, 9)', () => {
  it.each<[string, string, string | null]>([
    ['/cars', '', '/cars/'],
    ['/cars', '?city=spb', '/cars/?city=spb'],
    ['/cars', 'city=spb', '/cars/?city=spb'],
    ['/cars', '?', '/cars/'],
    ['/catalog/123', '?a=1&b=2', '/catalog/123/?a=1&b=2'],
    ['/cars/', '?city=spb', null],
    ['/', '', null],
    ['/', '?city=spb', null],
    ['/robots.txt', '', null],
    ['/sw.js', '', null],
    ['/manifest.webmanifest', '', null],
    ['/sitemap.xml', '', null],
    ['/icons/defaultBrandLogo.png', '', null],
    ['/mobileapp/download', '?top-banner', '/mobileapp/download/?top-banner'],
  ])('%s %s → %s', (path, search, target) => {
    expect(trailingSlashRedirect(path, search)).toBe(target);
  });
});

describe('resolveGuards (SPEC 2.1)', () => {
  it('returns the known guards', () => {
    expect(resolveGuards(['city', 'validate-filter'])).toEqual(['city', 'validate-filter']);
    expect(resolveGuards([])).toEqual([]);
  });

  it.each(['auth', 'City', '', 'city-contact'])('%j raises «Unknown route middleware»', (name) => {
    expect(() => resolveGuards(['city', name])).toThrow(new Error('Unknown route middleware'));
  });
});

describe('validateRoute (SPEC 2.2, 5)', () => {
  const row: RouteRow = {
    name: 'probe',
    path: '/probe/:id',
    layout: 'default',
    guards: ['city'],
    holdings: [2],
    validate: (params) => params['id'] === '1',
  };
  it.each<[1 | 2, string, true | { statusCode: number; message: string }]>([
    [2, '1', true],
    [2, '3', { statusCode: 404, message: 'Page Not Found: /probe/x/' }],
    [1, '1', { statusCode: 404, message: 'Page Not Found: /probe/x/' }],
  ])('holding %i id %s', (holdingId, id, result) => {
    expect(validateRoute(row, { id }, { holdingId, path: '/probe/x/' })).toEqual(result);
  });

  it('a row without validate passes on its holdings', () => {
    const about = routeByName('about');
    expect(about && validateRoute(about, {}, { holdingId: 2, path: '/about/' })).toBe(true);
    expect(notFound('/x/')).toEqual({ statusCode: 404, message: 'Page Not Found: /x/' });
  });
});

describe('isLkPath (SPEC 2.9)', () => {
  it.each<[string, boolean]>([
    ['/lk', true],
    ['/lk/', true],
    ['/lk/orders/5/', true],
    ['/iframe/lk/', true],
    ['/', false],
    ['/blog/lkw-news/', false],
    ['/catalog/1/', false],
  ])('%s → %s', (path, lk) => {
    expect(isLkPath(path)).toBe(lk);
  });
});

describe('scroll rule (SPEC 2.2)', () => {
  it.each<[string | undefined, boolean]>([
    ['catalog-id', true],
    ['item-code', false],
    [undefined, false],
  ])('%s keeps position: %s', (name, keep) => {
    expect(keepsScrollPosition(name)).toBe(keep);
  });
});

describe('matching ranks like React Router: static > dynamic > splat', () => {
  it.each<[string, number]>([
    ['/', 0],
    ['/cars', 11],
    ['/cars/:condition', 15],
    ['/cars/sale', 22],
    ['*', -1],
  ])('rankPattern(%s) = %i', (pattern, score) => {
    expect(rankPattern(pattern)).toBe(score);
  });

  it.each<[string, string, Record<string, string>]>([
    ['/brands/bmw/credit/', 'brands-brand-credit', { brand: 'bmw' }],
    ['/brands/bmw/x3/', 'brands-brand-model', { brand: 'bmw', model: 'x3' }],
    ['/service/to/', 'service-to', {}],
    ['/service/tuning/', 'service-code', { code: 'tuning' }],
    ['/pay/success/', 'pay-success', {}],
    ['/lk/orders/sales/9/', 'lk-orders-sales-work', { work: '9' }],
    ['/webpay/bankspb/approve', 'webpay-bankspb-approve', {}],
    ['/news/%D0%B0/', 'news-id', { id: 'а' }],
    ['/x/y/z', 'not-found', { '*': 'x/y/z' }],
    ['/', 'index', {}],
    ['', 'index', {}],
  ])('%s → %s %j', (path, name, params) => {
    const match = matchRoute(path);
    expect([match?.row.name, match?.params]).toEqual([name, params]);
  });
});
