import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@dealer/domain';
import { createApiClient } from '../api/client.server.ts';
import { json, localServer } from '../testing/local-server.ts';
import { runNavigationChain, routeRuleFor } from './chain.server.ts';

type Server = Awaited<ReturnType<typeof localServer>>;
// Redirect-table rows that would send a visitor to another host.
const AWAY: Record<string, string> = {
  '/away-1/': '//evil.example/x/',
  '/away-2/': '/\\evil.example/x/',
  '/away-3/': 'https://evil.example/x/',
  '/away-4/': '/\tevil/',
};
let api: Server;
beforeAll(async () => {
  api = await localServer((_req, res, url) => {
    const path = url.searchParams.get('url');
    if (path === '/old/')
      return json(res, 200, { items: [{ urlFrom: '/old/', urlTo: '/new/', status: 302 }] });
    if (path?.startsWith('/away-'))
      return json(res, 200, { items: [{ urlFrom: path, urlTo: AWAY[path], status: 301 }] });
    if (path === '/same/')
      return json(res, 200, { items: [{ urlFrom: '/same/', urlTo: '/same/', status: 301 }] });
    return json(res, 200, { items: [] });
  });
});
afterAll(() => api.close());

const firstOnly = ROUTES.find(
  (row) => row.holdings.length === 1 && row.holdings[0] === 1 && !row.path.includes(':'),
)!;

function input(path: string, pattern = '*', holdingId: 1 | 2 = 1, baseUrl = api.url) {
  return {
    url: new URL(path, 'http://localhost'),
    pattern,
    params: {},
    holdingId,
    api: createApiClient({ baseUrl, holdingId, timeoutMs: 300, tokens: {}, log: () => {} }),
    redirectCacheMs: 0,
  };
}

async function outcome(
  promise: Promise<unknown>,
): Promise<{ status?: number; location?: string | null; statusText?: string }> {
  try {
    await promise;
    return {};
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get('location') };
    const init = (error as { init?: ResponseInit }).init;
    return { status: init?.status, statusText: init?.statusText };
  }
}

describe('navigation chain (SPEC 2.2)', () => {
  it('1. a route of the other holding fails validation with «Page Not Found: {path}»', async () => {
    const path = firstOnly.path + '/';
    expect(await outcome(runNavigationChain(input(path, firstOnly.path, 2)))).toEqual({
      status: 404,
      statusText: `Page Not Found: ${path}`,
    });
    expect(await outcome(runNavigationChain(input(path, firstOnly.path, 1)))).toEqual({});
  });

  it('1. a pattern without a row is a 404', async () => {
    expect((await outcome(runNavigationChain(input('/x/', '/no/such/:pattern')))).status).toBe(404);
  });

  it('2. a redirect of the table is followed when urlFrom and urlTo differ, the query kept', async () => {
    expect(await outcome(runNavigationChain(input('/old/?a=1')))).toEqual({
      status: 302,
      location: '/new/?a=1',
    });
    expect(await outcome(runNavigationChain(input('/same/')))).toEqual({});
  });

  it('2. a row of the table leading to another host is ignored', async () => {
    for (const from of Object.keys(AWAY))
      expect(await outcome(runNavigationChain(input(from))), AWAY[from]).toEqual({});
  });

  it('2. a failed lookup never breaks the page: the chain goes on', async () => {
    expect(await outcome(runNavigationChain(input('/old', '*', 1, 'http://127.0.0.1:9')))).toEqual({
      status: 301,
      location: '/old/',
    });
  });

  it('3. the trailing slash is added with a permanent redirect that keeps the query', async () => {
    expect(await outcome(runNavigationChain(input('/page?x=1&y=2')))).toEqual({
      status: 301,
      location: '/page/?x=1&y=2',
    });
    expect(await outcome(runNavigationChain(input('/', '/')))).toEqual({});
  });

  it('4. the city names are rewritten to their codes', async () => {
    expect(
      await outcome(runNavigationChain(input('/?city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', '/'))),
    ).toEqual({ status: 301, location: '/?city=msk' });
  });

  it('5. an uppercase path answers 404 Not Found, after the slash rule', async () => {
    expect(await outcome(runNavigationChain(input('/About/')))).toEqual({
      status: 404,
      statusText: 'Not Found',
    });
    expect(await outcome(runNavigationChain(input('/About')))).toEqual({
      status: 301,
      location: '/About/',
    });
  });

  it('6. the route rule keeps private areas out of shared caches', () => {
    const lk = ROUTES.find((row) => row.layout === 'lk')!;
    const home = ROUTES.find((row) => row.name === 'index')!;
    expect(routeRuleFor(lk)).toEqual({ cacheControl: 'private, no-store', shared: false });
    expect(routeRuleFor(home).shared).toBe(true);
    // A visitor's basket and ordering, also in their embeds (decision 0069).
    for (const name of ['basket', 'iframe-basket', 'ordering', 'iframe-ordering', 'checkout-id'])
      expect(routeRuleFor(ROUTES.find((row) => row.name === name)!).shared).toBe(false);
  });
});
