import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@dealer/domain';
import { dataPages, fixedPages } from './sitemap-entries.ts';
import { sitemapIndexXml, SITEMAP_MAX_URLS, splitSitemap, urlsetXml } from './sitemap-xml.ts';
import { robotsTxt } from './robots.ts';

const entries = (n: number, prefix = '/catalog/') =>
  Array.from({ length: n }, (_, i) => ({ path: `${prefix}${i + 1}/` }));
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap'].includes(name),
});

describe('site map split', () => {
  it('keeps the sitemaps.org limit and names the files by group and number', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const files = splitSitemap({ pages: entries(2, '/p/'), vehicles: entries(7), empty: [] }, 3);
    expect(files.map((f) => [f.name, f.entries.length])).toEqual([
      ['pages-1.xml', 2],
      ['vehicles-1.xml', 3],
      ['vehicles-2.xml', 3],
      ['vehicles-3.xml', 1],
    ]);
    expect(files.flatMap((f) => f.entries)).toHaveLength(9);
    const twice = splitSitemap({
      pages: [{ path: '/a/' }],
      listings: [{ path: '/a/' }, { path: '/b/' }],
    });
    expect(twice.map((f) => f.entries.map((e) => e.path))).toEqual([['/a/'], ['/b/']]);
    const big = splitSitemap({ vehicles: entries(SITEMAP_MAX_URLS + 1) });
    expect(big.map((f) => f.entries.length)).toEqual([SITEMAP_MAX_URLS, 1]);
  });

  it('writes valid urlset and index documents with absolute, escaped locations', () => {
    const xml = urlsetXml('https://site.test', [
      { path: '/news/a/', lastmod: '2026-11-01T09:00:00.000Z' },
      { path: '/cars/?a=1&b=2' },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('&amp;b=2');
    const set = parser.parse(xml).urlset;
    expect(set['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(set.url).toEqual([
      { loc: 'https://site.test/news/a/', lastmod: '2026-11-01T09:00:00.000Z' },
      { loc: 'https://site.test/cars/?a=1&b=2' },
    ]);
    const index = sitemapIndexXml('https://site.test', splitSitemap({ pages: entries(1) }));
    expect(XMLValidator.validate(index)).toBe(true);
    expect(parser.parse(index).sitemapindex.sitemap).toEqual([
      { loc: 'https://site.test/sitemaps/pages-1.xml' },
    ]);
  });
});

describe('site map entries', () => {
  it('lists the public fixed pages a holding serves, never private, noindex or foreign ones', () => {
    const first = fixedPages(ROUTES, 1).map((e) => e.path);
    const second = fixedPages(ROUTES, 2).map((e) => e.path);
    expect(first).toEqual(expect.arrayContaining(['/', '/news/', '/about/compliance/']));
    expect(second).not.toContain('/about/compliance/');
    for (const path of [...first, ...second]) {
      expect(path).not.toMatch(/^\/(lk|reports|iframe|compare|favorites|sitemap\.xml|robots)/);
      expect(path).not.toContain(':');
    }
  });

  it('turns the data into page paths and keeps only pages the site serves', () => {
    const built = new Set([
      '/cars/new/',
      '/cars/new/kia/',
      '/news/a/',
      '/en/news/b/',
      '/catalog/5/',
    ]);
    const pages = dataPages(
      {
        vehicles: [5, 6],
        listings: [{ category: 'cars', condition: 'new', mark: 'kia', model: 'rio' }],
        publications: [
          { kind: 'news', lang: 'ru', slug: 'a', publishedAt: '2026-11-01T00:00:00.000Z' },
          { kind: 'news', lang: 'en', slug: 'b', publishedAt: '2026-11-02T00:00:00.000Z' },
        ],
        dealers: [{ city: 'msk', code: 'd1' }],
        storeCategories: [{ kind: 'store', codes: ['a', 'b'] }],
      },
      (path) => (built.has(path) ? path : null),
    );
    expect(pages).toEqual({
      listings: [{ path: '/cars/new/' }, { path: '/cars/new/kia/' }],
      vehicles: [{ path: '/catalog/5/' }],
      content: [
        { path: '/news/a/', lastmod: '2026-11-01T00:00:00.000Z' },
        { path: '/en/news/b/', lastmod: '2026-11-02T00:00:00.000Z' },
      ],
      dealers: [],
      store: [],
    });
  });
});

describe('robots.txt', () => {
  it('points at the holding site map and keeps crawlers out of private areas', () => {
    const text = robotsTxt('http://h2.site.test');
    expect(text).toContain('Sitemap: http://h2.site.test/sitemap.xml');
    expect(text).toMatch(/^Disallow: \/lk\/$/m);
  });
});
