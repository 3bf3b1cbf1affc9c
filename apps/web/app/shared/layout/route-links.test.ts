import { describe, expect, it } from 'vitest';
import { page, ROUTES } from '@dealer/domain';
import type { RouteName, RouteRow } from '@dealer/domain';
import { builtHref, builtHrefIn, builtPath, builtPathIn, isBuilt } from './route-links.ts';

// A fake table: the same rows once without modules (pages not built) and once with them.
const unbuilt: readonly RouteRow[] = [
  page('index', '/', { module: 'routes/home.tsx' }),
  page('news', '/news'),
  page('brands-brand', '/brands/:brand'),
  page('en-about', '/en/about', { holdings: [1] }),
  page('not-found', '*', { module: 'routes/not-found.tsx' }),
];
const built: readonly RouteRow[] = unbuilt.map((row) => ({
  ...row,
  module: row.module ?? `routes/${row.name}.tsx`,
}));

describe('builtHrefIn: a link only to a built page (DESIGN 3)', () => {
  it('is absent while the row has no module', () => {
    expect(builtHrefIn(unbuilt, 1, 'news')).toBeNull();
    expect(builtHrefIn(unbuilt, 1, 'brands-brand', { brand: 'kia' })).toBeNull();
  });

  it('appears once the row has a module, with the trailing slash', () => {
    expect(builtHrefIn(built, 1, 'news')).toBe('/news/');
    expect(builtHrefIn(built, 2, 'brands-brand', { brand: 'kia' })).toBe('/brands/kia/');
    expect(builtHrefIn(built, 1, 'news', {}, { page: 2 })).toBe('/news/?page=2');
  });

  it('respects the holdings of the row and its parameter checks', () => {
    expect(builtHrefIn(built, 1, 'en-about')).toBe('/en/about/');
    expect(builtHrefIn(built, 2, 'en-about')).toBeNull();
    expect(builtHrefIn(built, 1, 'brands-brand', { brand: 'Not A Slug' })).toBeNull();
  });

  it('never links an unknown name or the not-found splat', () => {
    expect(builtHrefIn(built, 1, 'no-such-route')).toBeNull();
    expect(builtHrefIn(built, 1, 'not-found')).toBeNull();
  });
});

describe('builtPathIn: a path served by a built row', () => {
  it('follows the module of the row that would serve the path', () => {
    expect(builtPathIn(unbuilt, 1, '/news/')).toBeNull();
    expect(builtPathIn(built, 1, '/news/')).toBe('/news/');
    expect(builtPathIn(built, 1, '/brands/bmw/')).toBe('/brands/bmw/');
    expect(builtPathIn(unbuilt, 1, '/')).toBe('/');
  });

  it('does not count the not-found splat as a page', () => {
    expect(builtPathIn(built, 1, '/no/such/page/')).toBeNull();
    expect(builtPathIn(built, 2, '/en/about/')).toBeNull();
  });
});

describe('the real route table', () => {
  it('links the home page and nothing whose row has no module', () => {
    expect(builtHref(1, 'index')).toBe('/');
    for (const row of ROUTES) {
      if (row.module || row.path.includes(':') || row.path.includes('*')) continue;
      expect(builtPath(1, row.path)).toBeNull();
      expect(isBuilt(2, row.name as RouteName)).toBe(false);
    }
  });
});
