import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../shared/site/json-ld.ts';
import { articleJsonLd } from './article-json-ld.ts';
import { formatDateEnglish } from './english-date.ts';
import { isExpired } from './kinds.ts';
import { listHref, parseListQuery } from './list-query.ts';
import { pageLinks } from './paging.ts';
import { siteMapTree } from './site-map-tree.ts';
import type { Publication } from './content-data.ts';

const params = (query: string) => new URLSearchParams(query);

describe('publication list query', () => {
  it('reads page and filters, and writes back only what differs from the default', () => {
    expect(parseListQuery(params(''))).toEqual({ page: 1, brand: null, active: false });
    const query = parseListQuery(params('page=3&brand=kia&active=true'));
    expect(query).toEqual({ page: 3, brand: 'kia', active: true });
    expect(listHref('/actions/', query!)).toBe('/actions/?brand=kia&active=true&page=3');
    expect(listHref('/news/', { page: 1, brand: null, active: false })).toBe('/news/');
    expect(parseListQuery(params('brand=&active='))).toEqual({
      page: 1,
      brand: null,
      active: false,
    });
  });

  it('refuses values the list does not know (the page answers 404)', () => {
    for (const bad of ['page=0', 'page=abc', 'page=-1', 'brand=KIA', 'brand=<x>', 'active=yes'])
      expect(parseListQuery(params(bad)), bad).toBeNull();
  });
});

describe('page links', () => {
  const at = (page: number) => `/news/?page=${page}`;
  it('keeps the first, the last and two either side of the current page', () => {
    expect(pageLinks(1, 1, at)).toEqual([]);
    expect(pageLinks(6, 12, at).map((link) => link.page)).toEqual([1, 4, 5, 6, 7, 8, 12]);
    expect(pageLinks(2, 3, at).filter((link) => link.current)).toEqual([
      { page: 2, href: '/news/?page=2', current: true },
    ]);
  });
});

describe('promotion expiry', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('is over only after its end; without an end it runs on', () => {
    expect(isExpired('2026-11-19T23:59:59Z', now)).toBe(true);
    expect(isExpired('2026-11-21T00:00:00Z', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('HTML site map tree', () => {
  it('lists each page once and drops branches without a page', () => {
    const tree = siteMapTree([
      { label: 'Каталог', href: '/cars/', children: [{ label: 'Новые', href: '/cars/new/' }] },
      { label: 'Пусто', href: null, children: [{ label: 'Нет', href: null }] },
      { label: 'О компании', href: null, children: [{ label: 'Каталог', href: '/cars/' }] },
    ]);
    expect(tree).toEqual([
      {
        label: 'Каталог',
        href: '/cars/',
        children: [{ label: 'Новые', href: '/cars/new/', children: [] }],
      },
    ]);
  });
});

describe('Article JSON-LD', () => {
  const publication: Publication = {
    id: 1,
    slug: 'a',
    kind: 'news',
    title: 'Новость </script><b>',
    announce: 'Коротко',
    image: '/img.svg',
    publishedAt: '2026-11-01T09:00:00.000Z',
    startsAt: null,
    endsAt: null,
    brand: null,
    mediaType: null,
    tags: [],
    blocks: [],
    videoUrl: null,
    dealer: null,
  };
  it('describes the news item and cannot close its script tag', () => {
    const value = articleJsonLd(publication, {
      url: 'http://localhost/news/a/',
      image: 'http://localhost/img.svg',
      publisher: 'VEKTOR',
    });
    expect(value).toMatchObject({
      '@type': 'NewsArticle',
      headline: publication.title,
      datePublished: publication.publishedAt,
      mainEntityOfPage: 'http://localhost/news/a/',
    });
    expect(jsonLdText(value)).not.toContain('</script>');
    expect(JSON.parse(jsonLdText(value))).toEqual(value);
  });
});

describe('English date', () => {
  it('writes the day in Moscow with the English month', () => {
    expect(formatDateEnglish('2025-01-15T09:00:00Z')).toBe('15 January 2025');
    expect(formatDateEnglish('2024-12-31T22:30:00Z')).toBe('1 January 2025');
    expect(formatDateEnglish('nope')).toBe('');
  });
});
