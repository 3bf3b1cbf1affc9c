import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HOT_HITS, PageCache, sharedPolicy } from './page-cache.ts';

const policy = { maxAge: 60, staleWhileRevalidate: 600 };
const WORDS = [
  'Седан',
  'Кроссовер',
  'полный привод',
  'автомат',
  'бензин',
  'дизель',
  'Москва',
  'Санкт-Петербург',
  'в наличии',
  'кредит',
  'трейд-ин',
  'пробег',
];
/** A page-like body of varied words and prices (seeded), where the slow brotli beats the quick one. */
const html = (seed: number) => {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const tiles = Array.from(
    { length: 300 },
    () =>
      `<article class="t${next() % 9}"><h2>${WORDS[next() % WORDS.length]} ${next() % 100000}</h2><p>${WORDS[next() % WORDS.length]}, ${next() % 9_000_000} ₽</p></article>`,
  );
  return Buffer.from(`<!DOCTYPE html><html><body>${tiles.join('')}</body></html>`);
};

describe('sharedPolicy', () => {
  it('reads s-maxage before max-age, and the stale-while-revalidate time', () => {
    expect(sharedPolicy('public, max-age=0, s-maxage=60, stale-while-revalidate=600')).toEqual({
      maxAge: 60,
      staleWhileRevalidate: 600,
    });
    expect(sharedPolicy('public, max-age=300')).toEqual({ maxAge: 300, staleWhileRevalidate: 0 });
  });

  it('keeps nothing private, uncacheable or without a lifetime', () => {
    expect(sharedPolicy(null)).toBeNull();
    expect(sharedPolicy('private, max-age=60')).toBeNull();
    expect(sharedPolicy('no-store')).toBeNull();
    expect(sharedPolicy('public, max-age=0')).toBeNull();
  });
});

describe('PageCache', () => {
  it('keeps every encoding of the same page, with their headers', () => {
    const cache = new PageCache(10);
    const body = html(1);
    const page = cache.store(
      '1|msk|/cars/new/',
      200,
      [['content-type', 'text/html']],
      body,
      policy,
      0,
    );
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
    expect(page.head.br).toEqual({ 'content-type': 'text/html', 'content-encoding': 'br' });
    expect(page.head.identity).toEqual({ 'content-type': 'text/html' });
  });

  it('is fresh for max-age, then stale for stale-while-revalidate, then gone', () => {
    const cache = new PageCache(10);
    cache.store('k', 200, [], html(1), policy, 0);
    expect(cache.get('k', 59_999)?.fresh).toBe(true);
    expect(cache.get('k', 60_000)?.fresh).toBe(false);
    expect(cache.get('k', 659_999)?.fresh).toBe(false);
    expect(cache.get('k', 660_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets one caller refresh a stale page until it is stored or dropped', () => {
    const cache = new PageCache(10);
    cache.store('k', 200, [], html(1), policy, 0);
    expect(cache.claimRefresh('k')).toBe(true);
    expect(cache.claimRefresh('k')).toBe(false);
    cache.store('k', 200, [], html(2), policy, 70_000);
    expect(cache.get('k', 80_000)?.fresh).toBe(true);
    expect(cache.claimRefresh('k')).toBe(true);
    cache.drop('k');
    expect(cache.get('k', 80_000)).toBeUndefined();
    expect(cache.claimRefresh('k')).toBe(true);
  });

  it('drops the least recently used page first', () => {
    const cache = new PageCache(2);
    cache.store('a', 200, [], html(1), policy, 0);
    cache.store('b', 200, [], html(2), policy, 0);
    expect(cache.get('a', 1)).toBeDefined();
    cache.store('c', 200, [], html(3), policy, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBeDefined();
    expect(cache.get('c', 3)).toBeDefined();
  });

  it('gives a page asked often the smaller brotli copy, with the same content', async () => {
    const cache = new PageCache(10);
    const body = html(3);
    const page = cache.store('k', 200, [], body, policy, 0);
    const quick = page.br.length;
    for (let i = 1; i < HOT_HITS; i += 1) cache.get('k', 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(page.br.length).toBe(quick);
    cache.get('k', 1);
    await vi.waitFor(() => expect(page.br.length).toBeLessThan(quick), { timeout: 5000 });
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
  });
});
