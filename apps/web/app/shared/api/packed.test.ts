import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed.ts';

const listing = { total: 2, tiles: [{ id: 7, title: 'Kia Rio' }], seo: { h1: 'Новые' } };

describe('loader data packed as one JSON text', () => {
  it('is JSON, and unpacks to the value', () => {
    const packed = pack(listing);
    expect(JSON.parse(packed)).toEqual(listing);
    expect(unpack({ listing: packed }, 'listing')).toEqual(listing);
  });

  it('is parsed once per loader answer: meta and the render of one request share the value', () => {
    const answer = { listing: pack(listing), shell: pack({ menu: ['Авто'] }) };
    const value = unpack(answer, 'listing');
    expect(unpack(answer, 'listing')).toBe(value);
    expect(unpack(answer, 'shell')).toEqual({ menu: ['Авто'] });
  });

  it('keeps two concurrent requests apart, even when their texts are the same', async () => {
    // Two requests of the same page: their loaders answer the same text, each in its own object.
    const request = async (change: boolean) => {
      const answer = { listing: pack(listing) };
      await Promise.resolve();
      const value = unpack(answer, 'listing');
      if (change) value.tiles.push({ id: 8, title: 'Lada Vesta' });
      await Promise.resolve();
      return unpack(answer, 'listing');
    };
    const [changed, untouched] = await Promise.all([request(true), request(false)]);
    expect(changed.tiles).toHaveLength(2);
    expect(untouched).toEqual(listing);
    expect(untouched).not.toBe(changed);
    expect(listing.tiles).toHaveLength(1);
  });
});
