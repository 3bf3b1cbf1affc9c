import { UNSAFE_createMemoryHistory, UNSAFE_createRouter } from 'react-router';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createDataRoutesCheck, reloadDocument } from './data-routes.ts';

// The site's route tree in small: the 404 splat in the default layout, the personal area's pages in
// a layout of their own (as the build's manifest lists them).
const MANIFEST = {
  root: { id: 'root', path: '' },
  'layout-default': { id: 'layout-default', parentId: 'root' },
  home: { id: 'home', parentId: 'layout-default', index: true },
  'not-found': { id: 'not-found', parentId: 'layout-default', path: '*' },
  'layout-lk': { id: 'layout-lk', parentId: 'root' },
  lk: { id: 'lk', parentId: 'layout-lk', path: '/lk' },
  'lk-favorites': { id: 'lk-favorites', parentId: 'layout-lk', path: '/lk/favorites' },
} as unknown as ServerBuild['routes'];

const check = createDataRoutesCheck(MANIFEST);
const at = (path: string) => new URL(path, 'http://h2.localhost');

describe('data asked for routes the page does not have', () => {
  it('loads the page as a document when a route asked is not one the server matches', () => {
    expect(check('GET', at('/lk/favorites/_.data?_routes=layout-default%2Cnot-found'))).toBe(
      '/lk/favorites/',
    );
    expect(
      check('GET', at('/lk/favorites/_.data?vehicles=690&_routes=layout-default%2Cnot-found')),
    ).toBe('/lk/favorites/?vehicles=690');
    expect(check('GET', at('/lk.data?_routes=root%2Cnot-found'))).toBe('/lk');
  });

  it('passes the routes the page has, every request without `_routes`, and anything but a data read', () => {
    expect(check('GET', at('/lk/favorites/_.data?_routes=root%2Clk-favorites'))).toBeNull();
    expect(check('GET', at('/lk/favorites/_.data?_routes=layout-lk'))).toBeNull();
    expect(check('GET', at('/_.data?_routes=root%2Clayout-default%2Chome'))).toBeNull();
    expect(check('GET', at('/nowhere/_.data?_routes=layout-default%2Cnot-found'))).toBeNull();
    expect(check('GET', at('/lk/favorites/_.data'))).toBeNull();
    expect(check('POST', at('/lk/favorites/_.data?_routes=not-found'))).toBeNull();
    expect(check('GET', at('/lk/favorites/?_routes=not-found'))).toBeNull();
  });

  it('answers as React Router does for a redirect the browser follows as a document load', () => {
    const answer = reloadDocument('/lk/favorites/');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('x-remix-redirect')).toBe('/lk/favorites/');
    expect(answer.headers.get('x-remix-reload-document')).toBe('true');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('React Router 8.4 (why the check exists)', () => {
  // A tripwire: when this fails after an upgrade, React Router no longer revalidates a navigation
  // that waits for its route discovery with the routes it knew before it: drop data-routes.ts.
  it('revalidates a navigation still discovering its route with the splat when a fetcher action ends', async () => {
    const loaded: string[] = [];
    const loader = (id: string) => () => (loaded.push(id), id);
    let discovered = () => {};
    let posted = (_value: unknown) => {};
    const router = UNSAFE_createRouter({
      history: UNSAFE_createMemoryHistory({ initialEntries: ['/lk'] }),
      routes: [
        {
          id: 'root',
          path: '/',
          loader: loader('root'),
          children: [
            {
              id: 'layout-default',
              loader: loader('layout-default'),
              children: [
                { id: 'not-found', path: '*', loader: loader('not-found') },
                {
                  id: 'feedback',
                  path: 'feedback',
                  action: () => new Promise((r) => (posted = r)),
                },
              ],
            },
            {
              id: 'layout-lk',
              loader: loader('layout-lk'),
              children: [{ id: 'lk', path: 'lk', loader: loader('lk') }],
            },
          ],
        },
      ],
      hydrationData: { loaderData: { root: 'root', 'layout-lk': 'layout-lk', lk: 'lk' } },
      async patchRoutesOnNavigation({ path, patch }) {
        await new Promise<void>((resolve) => (discovered = resolve));
        if (path === '/lk/favorites')
          patch('layout-lk', [
            { id: 'lk-favorites', path: 'lk/favorites', loader: loader('lk-favorites') },
          ]);
      },
    });
    router.initialize();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const form = new FormData();
    form.set('name', 'Анна');
    void router.fetch('lead', 'lk', '/feedback', { formMethod: 'POST', formData: form });
    await tick();
    void router.navigate('/lk/favorites');
    await tick();
    posted({ ok: true });
    await tick();
    discovered();
    await tick();
    // The page's data is asked for the splat's routes, which the server does not match there.
    expect(loaded).toContain('layout-default');
    expect(router.state.matches.map((match) => match.route.id)).toEqual([
      'root',
      'layout-default',
      'not-found',
    ]);
    router.dispose();
  });
});
