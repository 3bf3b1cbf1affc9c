import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedCopies } from './compressed-copies.ts';
import { pickEncoding } from './encoding.ts';

const WORDS = ['Седан', 'Кроссовер', 'полный привод', 'автомат', 'бензин', 'Москва', 'пробег'];
/** A page-like body of varied words and prices (seeded), where the best brotli beats the quick one. */
function page(seed: number): Buffer {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const tiles = Array.from(
    { length: 300 },
    () =>
      `<article class="t${next() % 9}"><h2>${WORDS[next() % WORDS.length]} ${next() % 100000}</h2><p>${next() % 9_000_000} ₽</p></article>`,
  );
  return Buffer.from(`<!DOCTYPE html><html><body>${tiles.join('')}</body></html>`);
}

describe('CompressedCopies', () => {
  it('makes each copy once, when first asked, and it decodes to the body', () => {
    const body = page(1);
    const copies = new CompressedCopies(body);
    expect(copies.has('br')).toBe(false);
    const br = copies.get('br');
    expect(copies.has('br')).toBe(true);
    expect(copies.has('gzip')).toBe(false);
    expect(copies.get('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(copies.get('gzip')).equals(body)).toBe(true);
    expect(copies.get('identity')).toBe(body);
  });

  it('polishes to smaller copies with the same content', async () => {
    const body = page(3);
    const copies = new CompressedCopies(body);
    const quick = { br: copies.get('br').length, gzip: copies.get('gzip').length };
    await copies.polish();
    expect(copies.get('br').length).toBeLessThan(quick.br);
    expect(copies.get('gzip').length).toBeLessThanOrEqual(quick.gzip);
    expect(brotliDecompressSync(copies.get('br')).equals(body)).toBe(true);
    expect(gunzipSync(copies.get('gzip')).equals(body)).toBe(true);
  });

  it('polishes one body at a time, so the slow copies never fill the thread pool', async () => {
    // A large body first, a small one after: polished side by side, the small one would end first.
    const large = Buffer.concat([page(5), page(7), page(8), page(9)]);
    const [a, b] = [new CompressedCopies(large), new CompressedCopies(page(6).subarray(0, 4000))];
    const both = [a.polish(), b.polish()];
    await both[0];
    expect(a.has('br') && a.has('gzip')).toBe(true);
    expect(b.has('br')).toBe(false);
    await both[1];
    expect(b.has('br') && b.has('gzip')).toBe(true);
  });

  it('polishes at start for files read once, to the same size as on the thread pool', async () => {
    const now = new CompressedCopies(page(4));
    now.polishSync();
    const later = new CompressedCopies(page(4));
    await later.polish();
    expect(now.get('br').equals(later.get('br'))).toBe(true);
    expect(now.get('gzip').equals(later.get('gzip'))).toBe(true);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and sends an uncompressible body as it is', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('br', false)).toBe('identity');
  });
});
