import { hrefForRow, matchRoute, ROUTES, routeByName } from '@dealer/domain';
import type { HoldingId, HrefParams, HrefQuery, RouteName, RouteRow } from '@dealer/domain';

// DESIGN 3: a link is rendered only when its page is built (its row has a module), exists on the
// holding and accepts the params; otherwise the entry is absent. Pages that land appear by themselves.

function servable(row: RouteRow | undefined, holdingId: HoldingId): row is RouteRow {
  if (!row?.module) return false;
  return !row.path.includes('*') && row.holdings.includes(holdingId);
}

/** The link to a named route, or null while that page is not built (rows injectable for tests). */
export function builtHrefIn(
  rows: readonly RouteRow[],
  holdingId: HoldingId,
  name: string,
  params: HrefParams = {},
  query?: HrefQuery,
): string | null {
  const row = rows.find((r) => r.name === name);
  if (!servable(row, holdingId)) return null;
  const path = hrefForRow(row, params, query);
  const textParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  if (row.validate && !row.validate(textParams, { holdingId, path })) return null;
  return path;
}

/** The same for a path: null unless the row that serves it is built (a leaf link, a brand code). */
export function builtPathIn(
  rows: readonly RouteRow[],
  holdingId: HoldingId,
  path: string,
): string | null {
  const match = matchRoute(path, rows);
  if (!match || !servable(match.row, holdingId)) return null;
  if (match.row.validate && !match.row.validate(match.params, { holdingId, path })) return null;
  return path;
}

/** A typed link to a built page of the route table, else null. */
export function builtHref(
  holdingId: HoldingId,
  name: RouteName,
  params?: HrefParams,
  query?: HrefQuery,
): string | null {
  return builtHrefIn(ROUTES, holdingId, name, params, query);
}

/** A path such as '/brands/kia/' when its page is built, else null. */
export function builtPath(holdingId: HoldingId, path: string): string | null {
  return builtPathIn(ROUTES, holdingId, path);
}

/** True when the named page is built on the holding. */
export function isBuilt(holdingId: HoldingId, name: RouteName): boolean {
  return servable(routeByName(name), holdingId);
}
