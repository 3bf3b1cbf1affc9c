import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { DEFAULT_STALE_IF_ERROR, PageCache, sharedPolicy } from './page-cache.ts';

const policy = { maxAge: 60, staleWhileRevalidate: 600, staleIfError: 3600 };
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
  it('reads s-maxage before max-age, and the stale-while-revalidate and stale-if-error times', () => {
    expect(
      sharedPolicy('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=30'),
    ).toEqual({ maxAge: 60, staleWhileRevalidate: 600, staleIfError: 30 });
    expect(sharedPolicy('public, max-age=300')).toEqual({
      maxAge: 300,
      staleWhileRevalidate: 0,
      staleIfError: DEFAULT_STALE_IF_ERROR,
    });
  });

  it('keeps nothing private, uncacheable or without a lifetime', () => {
    expect(sharedPolicy(null)).toBeNull();
    expect(sharedPolicy('private, max-age=60')).toBeNull();
    expect(sharedPolicy('no-store')).toBeNull();
    expect(sharedPolicy('public, max-age=0')).toBeNull();
  });
});

describe('PageCache', () => {
  it('keeps the page with its headers and makes no compressed copy until one is asked', () => {
    const cache = new PageCache(10);
    const body = html(1);
    const page = cache.store('k', 200, [['content-type', 'text/html']], body, policy, 0);
    expect(page.headers).toEqual({ 'content-type': 'text/html' });
    expect(page.body.identity).toBe(body);
    expect(page.body.has('br')).toBe(false);
    expect(page.body.has('gzip')).toBe(false);
  });

  it('is fresh for max-age, stale for stale-while-revalidate, expired for stale-if-error, then gone', () => {
    const cache = new PageCache(10);
    cache.store('k', 200, [], html(1), policy, 0);
    expect(cache.get('k', 59_999)?.state).toBe('fresh');
    expect(cache.get('k', 60_000)?.state).toBe('stale');
    expect(cache.get('k', 659_999)?.state).toBe('stale');
    expect(cache.get('k', 660_000)?.state).toBe('expired');
    expect(cache.get('k', 4_259_999)?.state).toBe('expired');
    expect(cache.get('k', 4_260_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets one caller refresh a stale page until it is stored, released or dropped', () => {
    const cache = new PageCache(10);
    cache.store('k', 200, [], html(1), policy, 0);
    expect(cache.claimRefresh('k')).toBe(true);
    expect(cache.claimRefresh('k')).toBe(false);
    cache.release('k');
    expect(cache.get('k', 70_000)?.state).toBe('stale');
    expect(cache.claimRefresh('k')).toBe(true);
    cache.store('k', 200, [], html(2), policy, 70_000);
    expect(cache.get('k', 80_000)?.state).toBe('fresh');
    expect(cache.claimRefresh('k')).toBe(true);
    cache.drop('k');
    expect(cache.get('k', 80_000)).toBeUndefined();
    expect(cache.claimRefresh('k')).toBe(true);
  });

  it('keeps what a render begun before expireAll brings back as expired, for an outage only', () => {
    const cache = new PageCache(10);
    const begun = cache.renderBegins();
    cache.expireAll();
    cache.store('k', 200, [], html(1), policy, 0, begun);
    expect(cache.get('k', 1)?.state).toBe('expired');
    cache.store('k', 200, [], html(2), policy, 0, cache.renderBegins());
    expect(cache.get('k', 1)?.state).toBe('fresh');
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

  it('gives a page asked again its smallest brotli copy, with the same content', async () => {
    const cache = new PageCache(10);
    const body = html(3);
    const page = cache.store('k', 200, [], body, policy, 0);
    const quick = page.body.get('br').length;
    await new Promise((r) => setTimeout(r, 300));
    expect(page.body.get('br').length).toBe(quick);
    cache.get('k', 1);
    await vi.waitFor(() => expect(page.body.get('br').length).toBeLessThan(quick), {
      timeout: 5000,
    });
    expect(brotliDecompressSync(page.body.get('br')).equals(body)).toBe(true);
  });
});
