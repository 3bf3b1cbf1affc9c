import { describe, expect, it } from 'vitest';
import { pack, unpack, withValue } from './packed.ts';

const listing = { total: 2, tiles: [{ id: 7, title: 'Kia Rio' }], seo: { h1: 'Новые' } };

describe('loader data packed as one JSON text', () => {
  it('is JSON, and unpacks to the value, parsed once per loader answer', () => {
    const answer = { listing: pack(listing), shell: pack({ menu: ['Авто'] }) };
    expect(JSON.parse(answer.listing)).toEqual(listing);
    const value = unpack(answer, 'listing');
    expect(value).toEqual(listing);
    // meta and the render of one request share the value.
    expect(unpack(answer, 'listing')).toBe(value);
    expect(unpack(answer, 'shell')).toEqual({ menu: ['Авто'] });
  });

  it('gives the server the loader’s own value back, without parsing', () => {
    const answer = withValue({ listing: pack(listing), canonical: '/cars/' }, 'listing', listing);
    expect(unpack(answer, 'listing')).toBe(listing);
  });

  it('keeps two concurrent requests apart, even when their texts are the same', async () => {
    // Two requests of the same page: each loader answers its own object with its own value.
    const request = async (change: boolean) => {
      const own = structuredClone(listing);
      const answer = withValue({ listing: pack(own) }, 'listing', own);
      await Promise.resolve();
      const value = unpack(answer, 'listing');
      if (change) value.tiles.push({ id: 8, title: 'Lada Vesta' });
      await Promise.resolve();
      return unpack(answer, 'listing');
    };
    const [changed, untouched] = await Promise.all([request(true), request(false)]);
    expect(changed.tiles).toHaveLength(2);
    expect(untouched).toEqual(listing);
    // And without a kept value, the same text is parsed per answer.
    const text = pack(listing);
    expect(unpack({ listing: text }, 'listing')).not.toBe(unpack({ listing: text }, 'listing'));
  });
});
