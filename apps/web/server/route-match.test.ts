import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createStaticHandler, createStaticRouter } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';

// patches/react-router+*.patch (decisions 0041, 0042): the static handler keeps the matches of a
// path, and the server's route tree is made once.
describe('route matching on the server', () => {
  const routes = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'card', path: 'catalog/:id', loader: () => 'card' },
        { id: 'home', index: true, loader: () => 'home' },
      ],
    },
  ];

  it('is patched in the installed React Router (npm install runs patch-package)', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('react-router');
    const source = (build: string, file: string) =>
      readFileSync(entry.replace(/dist\/\w+\/.*$/, `dist/${build}/lib/${file}`), 'utf8');
    for (const build of ['production', 'development']) {
      const router = source(build, 'router/router.js');
      expect(router).toContain('matchMemo');
      // A page's request (query) goes through the kept matches; a resource route's does not.
      expect(router.match(/let matches = dataRouteMatcher\.match\(location\);/g)).toHaveLength(1);
      // The server's route tree (0042) is made once per build, not per page.
      expect(source(build, 'dom/ssr/server.js')).toContain('serverRoutesMemo');
      expect(source(build, 'dom/server.js')).toContain('dataRoutesMemo');
    }
  });

  it('answers each path with its own matches and params, also when asked again', async () => {
    const handler = createStaticHandler(routes);
    const ask = async (path: string): Promise<StaticHandlerContext> => {
      const context = await handler.query(new Request(`http://site${path}`));
      if (context instanceof Response) throw new Error(`answered ${context.status}`);
      return context;
    };
    const first = await ask('/catalog/1/');
    expect(first.matches.map((m) => m.route.id)).toEqual(['root', 'card']);
    expect(first.matches[1]?.params).toEqual({ id: '1' });
    // What one request does to its matches is not seen by the next.
    (first.matches[1]!.params as Record<string, string>).id = 'changed';
    const again = await ask('/catalog/1/');
    expect(again.matches[1]?.params).toEqual({ id: '1' });
    expect((await ask('/catalog/2/')).matches[1]?.params).toEqual({ id: '2' });
    expect((await ask('/')).matches.map((m) => m.route.id)).toEqual(['root', 'home']);
    // An unknown path (kept as having no matches) is a 404 each time it is asked.
    expect((await ask('/no-such/')).statusCode).toBe(404);
    expect((await ask('/no-such/')).statusCode).toBe(404);
  });

  it('makes the data routes of a route tree once, and gives each page its own router state', async () => {
    const handler = createStaticHandler(routes);
    const page = async (path: string) => {
      const context = await handler.query(new Request(`http://site${path}`));
      if (context instanceof Response) throw new Error(`answered ${context.status}`);
      return createStaticRouter(handler.dataRoutes, context);
    };
    const [card, home] = [await page('/catalog/7/'), await page('/')];
    expect(home.routes).toBe(card.routes);
    expect(card.state.location.pathname).toBe('/catalog/7/');
    expect(card.state.matches.map((m) => m.route.id)).toEqual(['root', 'card']);
    expect(card.state.matches[1]?.params).toEqual({ id: '7' });
    expect(home.state.matches.map((m) => m.route.id)).toEqual(['root', 'home']);
    expect(home.state.loaderData).toEqual({ home: 'home' });
  });
});
