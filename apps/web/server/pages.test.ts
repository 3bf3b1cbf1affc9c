import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache } from './page-cache.ts';
import { createPageServer } from './pages.ts';

// The page cache in front of the renderer, over real HTTP: what a visitor gets when a page is new,
// cached, stale (refreshed once in the background) or no longer public.

interface Rendered {
  url: string;
  cookie: string | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A page server whose renderer answers from `answer` and records what it was asked. */
async function start(
  answer: (n: number) => { status?: number; headers?: Record<string, string>; delayMs?: number },
) {
  const calls: Rendered[] = [];
  const servePage = createPageServer({
    render: async (request) => {
      calls.push({ url: request.url, cookie: request.headers.get('cookie') });
      const n = calls.length;
      const { status = 200, headers = {}, delayMs = 0 } = answer(n);
      await wait(delayMs);
      return new Response(`<!DOCTYPE html><p>версия ${n}</p>`, {
        status,
        headers: {
          'content-type': 'text/html',
          'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=60',
          ...headers,
        },
      });
    },
    cache: new PageCache(10),
    keyOf: (req, url) => `${req.headers.host}|${url.pathname}${url.search}`,
    cityOf: () => 'spb',
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
      body: await response.text(),
      status: response.status,
    };
  };
  return { calls, get };
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
});
