import { matchRoutes } from 'react-router';
import type { RouteObject, ServerBuild } from 'react-router';
import { documentOfData, pagePathOf } from '../app/shared/navigation/single-fetch.ts';

export { reloadDocument } from '../app/shared/navigation/single-fetch.ts';

// React Router 8.4's browser router can ask a page's data for routes the page does not have. A
// fetcher's action (a lead form's post) that ends while a navigation still waits for its route
// discovery (`/__manifest`) revalidates the navigation's location with the routes the browser
// knows so far: with the 404 splat known, `/lk/favorites/` matches `layout-default` and
// `not-found`. The server runs the loaders it matches (`layout-lk`, `lk-favorites`), so the answer
// has none of the routes asked, and the browser shows «Произошла непредвиденная ошибка, код 500»
// (`No result found for routeId "layout-default"`). The browser names the routes it wants in
// `_routes`; when one of them is not the server's, the page is loaded afresh as a document, which
// finds its real routes. Held by data-routes.test.ts and e2e/route-discovery.spec.ts.

const DATA_SUFFIX = '.data';
const ROUTES_PARAM = '_routes';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build's flat route manifest as the tree React Router matches. */
function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const nest = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: nest(route.id),
          },
    );
  return nest(undefined);
}

/**
 * For a data request (`GET …/_.data?_routes=…`) that names a route its path does not match on the
 * server: the page's address, to be loaded as a document. Null for every other request.
 */
export function createDataRoutesCheck(manifest: ServerBuild['routes']) {
  const tree = routeTree(manifest);
  return (method: string, url: URL): string | null => {
    if (method !== 'GET' || !url.pathname.endsWith(DATA_SUFFIX)) return null;
    const wanted = url.searchParams.get(ROUTES_PARAM);
    if (!wanted) return null;
    const path = pagePathOf(url.pathname);
    const matched = new Set((matchRoutes(tree, path) ?? []).map((match) => match.route.id));
    if (wanted.split(',').every((id) => matched.has(id))) return null;
    return documentOfData(url);
  };
}
