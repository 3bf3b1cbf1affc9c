import { describe, expect, it } from 'vitest';
import type { ListingData } from './listing-data.ts';
import { listingMeta } from './listing-meta.ts';

const data = (total: number) =>
  ({
    seo: { title: 'Kia с пробегом', description: 'Описание', h1: 'Kia', text: '' },
    canonical: 'http://localhost/cars/used/kia/',
    total,
  }) as ListingData;

const robots = (meta: ReturnType<typeof listingMeta>) =>
  meta.find((m) => 'name' in m && m.name === 'robots');

describe('listingMeta', () => {
  it('keeps an empty listing of a real state out of search engines', () => {
    expect(robots(listingMeta(data(0)))).toEqual({ name: 'robots', content: 'noindex' });
  });

  it('lets a listing with vehicles be indexed, unless it is an embed', () => {
    expect(robots(listingMeta(data(12)))).toBeUndefined();
    expect(robots(listingMeta(data(12), { noindex: true }))).toEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
