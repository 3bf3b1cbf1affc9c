import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache } from './page-cache.ts';
import { createPageKey } from './page-key.ts';
import { createPageServer } from './pages.ts';

// The page cache in front of the renderer, over real HTTP: what a visitor gets when a page is new,
// cached, stale (refreshed once in the background), no longer public, or failing with the API down.

interface Rendered {
  url: string;
  cookie: string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  delayMs?: number;
  /** The renderer throws (a loader's API call failed outside React Router's handling). */
  fail?: boolean;
  /** The page's HTML; a page naming its version by default. */
  html?: string;
}

/**
 * A page server whose renderer answers from `answer` and records what it was asked; the key is the
 * server's own (createPageKey over the route table), the API up or down as `api.up` says.
 */
async function start(answer: (n: number) => Answer, entries = 10) {
  const calls: Rendered[] = [];
  const api = { up: true };
  const cache = new PageCache(entries);
  const servePage = createPageServer({
    render: async (request) => {
      calls.push({ url: request.url, cookie: request.headers.get('cookie') });
      const n = calls.length;
      const { status = 200, headers = {}, delayMs = 0, fail = false, html } = answer(n);
      await wait(delayMs);
      if (fail) throw new Error('fetch failed');
      return new Response(html ?? `<!DOCTYPE html><p>версия ${n}</p>`, {
        status,
        headers: {
          'content-type': 'text/html',
          'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=60',
          ...headers,
        },
      });
    },
    cache,
    keyOf: createPageKey({ holdingOf: () => 1, cityOf: () => 'spb' }),
    cityOf: () => 'spb',
    apiUp: async () => api.up,
  });
  server = createServer(
    (req, res) => void servePage(req, res, new URL(req.url ?? '/', 'http://local')),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = async (path = '/cars/new/') => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    return {
      state: response.headers.get('x-page-cache'),
      csp: response.headers.get('content-security-policy'),
      body: await response.text(),
      status: response.status,
    };
  };
  return { calls, get, api, cache };
}

const settle = async (calls: Rendered[], count: number) => {
  for (let i = 0; i < 50 && calls.length < count; i += 1) await wait(20);
  await wait(30);
};

describe('page server', () => {
  it('renders a public page once and serves the repeat from the cache', async () => {
    const { calls, get } = await start(() => ({}));
    expect(await get()).toMatchObject({ state: 'MISS', body: expect.stringContaining('версия 1') });
    expect(await get()).toMatchObject({ state: 'HIT', body: expect.stringContaining('версия 1') });
    expect(calls).toHaveLength(1);
  });

  it('gives every visitor of a cached page a policy of hashes, not the nonce of its render', async () => {
    const { get } = await start((n) => {
      const nonce = `nonce${n}`;
      return {
        html: `<!DOCTYPE html><script nonce="${nonce}">go(${n})</script>`,
        headers: { 'content-security-policy': `script-src 'self' 'nonce-${nonce}'` },
      };
    });
    const first = await get();
    const second = await get();
    expect([first.state, second.state]).toEqual(['MISS', 'HIT']);
    for (const answer of [first, second]) {
      expect(answer.csp).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'$/);
      expect(answer.body).toBe('<!DOCTYPE html><script>go(1)</script>');
    }
  });

  it('serves an expired page at once and renders it again once, in the background, as an anonymous visitor of its city', async () => {
    // The new render takes a while: visitors meanwhile get the stale page, and no second render starts.
    const { calls, get } = await start((n) => ({ delayMs: n === 2 ? 300 : 0 }));
    await get();
    await wait(1100);
    const stale = await Promise.all([get(), get(), get()]);
    expect(stale.map((s) => s.state)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(stale.every((s) => s.body.includes('версия 1'))).toBe(true);
    await settle(calls, 2);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      url: expect.stringMatching(/\/cars\/new\/$/),
      cookie: 'siteCityCode=spb',
    });
    await vi.waitFor(
      async () =>
        expect(await get()).toMatchObject({
          state: 'HIT',
          body: expect.stringContaining('версия 2'),
        }),
      { timeout: 2000, interval: 50 },
    );
    expect(calls).toHaveLength(2);
  });

  it('drops a stale page whose new render is no longer public, so the next visitor gets it rendered', async () => {
    const { calls, get } = await start((n) => (n === 2 ? { status: 410 } : {}));
    await get();
    await wait(1100);
    expect((await get()).state).toBe('STALE');
    await settle(calls, 2);
    const next = await get();
    expect(next).toMatchObject({ state: 'MISS', body: expect.stringContaining('версия 3') });
  });

  it('keeps a page whose render began before the stock or content moved as expired, not fresh', async () => {
    const { calls, get, cache } = await start((n) => ({ delayMs: n === 1 ? 300 : 0 }));
    const first = get();
    await settle(calls, 1);
    // The news item was changed while its page was being rendered from the old data.
    cache.expireAll();
    expect(await first).toMatchObject({ state: 'MISS', body: expect.stringContaining('версия 1') });
    expect(await get()).toMatchObject({ state: 'MISS', body: expect.stringContaining('версия 2') });
    expect(await get()).toMatchObject({ state: 'HIT', body: expect.stringContaining('версия 2') });
  });

  it('never keeps a page that sets a cookie or is private', async () => {
    const uncached: Record<string, string>[] = [
      { 'set-cookie': 'a=1' },
      { 'cache-control': 'private, no-store' },
    ];
    const { calls, get } = await start((n) => ({ headers: uncached[n - 1] }));
    expect((await get()).state).toBeNull();
    expect((await get()).state).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('serves a flood of query strings the page does not read from its one cached copy: no render, no eviction', async () => {
    const long = { headers: { 'cache-control': 'public, s-maxage=60' } };
    const { calls, get } = await start(() => long, 5);
    expect((await get('/cars/new/')).state).toBe('MISS');
    const flood = [];
    for (let i = 0; i < 40; i += 1) flood.push((await get(`/cars/new/?utm_source=x&r=${i}`)).state);
    expect(flood.every((state) => state === 'HIT')).toBe(true);
    expect(await get('/cars/new/')).toMatchObject({
      state: 'HIT',
      body: expect.stringContaining('версия 1'),
    });
    expect(calls).toHaveLength(1);
    // A parameter the listing reads makes another page.
    expect(await get('/cars/new/?utm_source=x&page=2')).toMatchObject({
      state: 'MISS',
      body: expect.stringContaining('версия 2'),
    });
  });

  it("answers a list page's data request by its own ids: one visitor's list never answers another's", async () => {
    const { calls, get } = await start(() => ({}));
    const data = (path: string, lists: string) => get(`${path}_.data?${lists}&_routes=root`);
    expect(await data('/favorites/', 'vehicles=1,2&accessories=3')).toMatchObject({
      state: 'MISS',
      body: expect.stringContaining('версия 1'),
    });
    expect(await data('/favorites/', 'vehicles=1,2&accessories=4')).toMatchObject({
      state: 'MISS',
      body: expect.stringContaining('версия 2'),
    });
    expect(await data('/compare/', 'vehicles=1,2')).toMatchObject({ state: 'MISS' });
    expect(await data('/compare/', 'vehicles=5')).toMatchObject({ state: 'MISS' });
    expect(await data('/favorites/', 'vehicles=1,2&accessories=3')).toMatchObject({
      state: 'HIT',
      body: expect.stringContaining('версия 1'),
    });
    expect(calls).toHaveLength(4);
    expect(new URL(calls[1]!.url).search).toBe('?vehicles=1,2&accessories=4&_routes=root');
  });

  it("passes a list's own 503 (its API calls failed) to the page instead of the 503 page", async () => {
    const { get, api } = await start(() => ({ status: 503 }));
    api.up = false;
    expect(await get('/favorites/_.data?vehicles=7&_routes=root')).toMatchObject({
      status: 503,
      state: null,
      body: expect.stringContaining('версия 1'),
    });
  });

  it('serves an expired page while rendering it fails, and renders it again once that works', async () => {
    const shortLived = { headers: { 'cache-control': 'public, s-maxage=1' } };
    const { calls, get, api } = await start((n) =>
      n === 2 ? { fail: true } : n === 3 ? { status: 503 } : shortLived,
    );
    await get();
    await wait(1100);
    api.up = false;
    // Thrown, a 503, and a page that rendered without the API (its data missing).
    for (let i = 0; i < 3; i += 1)
      expect(await get()).toMatchObject({
        status: 200,
        state: 'STALE-IF-ERROR',
        body: expect.stringContaining('версия 1'),
      });
    api.up = true;
    expect(await get()).toMatchObject({ state: 'MISS', body: expect.stringContaining('версия 5') });
    expect(calls).toHaveLength(5);
  });

  it('keeps a stale page whose background render finds the API down, and refreshes it when the API is back', async () => {
    // With the API down the card's vehicle is missing, so its render says 404: not a page gone.
    const { calls, get, api } = await start((n) => (n === 2 ? { status: 404 } : {}));
    await get();
    await wait(1100);
    api.up = false;
    expect((await get()).state).toBe('STALE');
    await settle(calls, 2);
    // The failed refresh kept the page; with the API back a visitor's refresh stores it anew.
    api.up = true;
    expect(await get()).toMatchObject({
      state: 'STALE',
      body: expect.stringContaining('версия 1'),
    });
    await settle(calls, 3);
    await vi.waitFor(
      async () =>
        expect(await get()).toMatchObject({
          state: 'HIT',
          body: expect.stringContaining('версия 3'),
        }),
      { timeout: 2000, interval: 50 },
    );
  });

  it('answers 503 in Russian when nothing is cached and the API is down, and recovers by itself', async () => {
    const { get, api } = await start((n) =>
      n === 1 ? { status: 404 } : n === 2 ? { fail: true } : n === 4 ? { status: 500 } : {},
    );
    api.up = false;
    // A vehicle missing, a render that threw, a page rendered without its data: none is the truth.
    for (let i = 0; i < 3; i += 1) {
      const page = await get();
      expect(page.status).toBe(503);
      expect(page.body).toContain('Произошла непредвиденная ошибка');
      expect(page.body).toContain('Код ошибки: 503');
    }
    // While the API answers, an error of the site's own is what the visitor sees.
    api.up = true;
    expect(await get()).toMatchObject({ status: 500, body: expect.stringContaining('версия 4') });
    expect(await get()).toMatchObject({ status: 200, state: 'MISS' });
  });
});
