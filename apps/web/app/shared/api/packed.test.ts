import { describe, expect, it } from 'vitest';
import { pack, unpack } from './packed.ts';
import type { Packed } from './packed.ts';

describe('loader data packed as one JSON text', () => {
  it('is JSON, and the server unpacks what it packed as the very value', () => {
    const listing = { total: 2, tiles: [{ id: 7, title: 'Kia Rio' }], seo: { h1: 'Новые' } };
    const packed = pack(listing);
    expect(JSON.parse(packed)).toEqual(listing);
    expect(unpack(packed)).toBe(listing);
  });

  it('parses a text it did not pack once, then keeps the recent ones', () => {
    const text = JSON.stringify({ shell: 'Вектор' }) as Packed<{ shell: string }>;
    const first = unpack(text);
    expect(first).toEqual({ shell: 'Вектор' });
    expect(unpack(text)).toBe(first);
    // 64 newer texts since: the value is parsed again, equal but another object.
    for (let i = 0; i < 64; i += 1) pack({ page: i });
    const again = unpack(text);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
