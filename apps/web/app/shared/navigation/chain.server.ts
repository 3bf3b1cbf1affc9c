import { data, redirect } from 'react-router';
import {
  cityQueryRewrite,
  hasUppercaseViolation,
  routeByPattern,
  trailingSlashRedirect,
  validateRoute,
} from '@dealer/domain';
import type { HoldingId, RouteRow } from '@dealer/domain';
import type { ApiClient } from '../api/client.server.ts';
import { lookupRedirect } from './redirects.server.ts';

export interface ChainInput {
  url: URL;
  pattern: string;
  params: Readonly<Record<string, string | undefined>>;
  holdingId: HoldingId;
  api: ApiClient;
  redirectCacheMs: number;
}

/**
 * The navigation chain of SPEC 2.2, in its order. Each step either passes or throws the
 * response that ends the navigation; the route row is returned for the guards and route rules.
 */
export async function runNavigationChain(input: ChainInput): Promise<RouteRow> {
  const { url, holdingId } = input;
  const path = url.pathname;

  // 1. Per-route validation (the holding and the row's own validator).
  const row = routeByPattern(input.pattern);
  if (!row) throw notFound(path);
  const verdict = validateRoute(row, input.params, { holdingId, path });
  if (verdict !== true)
    throw data(null, { status: verdict.statusCode, statusText: verdict.message });

  // 2. Redirect lookup through the API.
  const target = await lookupRedirect(input.api, holdingId, path, input.redirectCacheMs);
  if (target) throw redirect(withSearch(target.to, url.search), target.status);

  // 3. The trailing-slash rule: a permanent redirect that keeps the query.
  const slashed = trailingSlashRedirect(path, url.search);
  if (slashed) throw redirect(slashed, 301);

  // 4. The city-name rule: «Москва» and «Санкт-Петербург» become msk and spb.
  const cityParam = url.searchParams.get('city');
  const rewritten = cityParam === null ? null : cityQueryRewrite(cityParam);
  if (rewritten) {
    const next = new URL(url);
    next.searchParams.set('city', rewritten);
    throw redirect(next.pathname + next.search, 301);
  }

  // 5. Uppercase letters in the path answer 404 (with the SPEC exceptions).
  if (hasUppercaseViolation(path)) throw data(null, { status: 404, statusText: 'Not Found' });

  // 6. The server-side route rule is applied to the response by the caller (routeRuleFor).
  return row;
}

export function notFound(path: string) {
  return data(null, { status: 404, statusText: `Page Not Found: ${path}` });
}

function withSearch(to: string, search: string): string {
  if (!search || to.includes('?')) return to;
  return to + search;
}

/** Step 6: private areas are never cached; public pages are shared per holding and city. */
export function routeRuleFor(row: RouteRow): { cacheControl: string; shared: boolean } {
  const isPrivate =
    row.layout === 'lk' ||
    row.layout === 'reports' ||
    row.guards.includes('authenticated') ||
    // The embeds of the basket and the ordering are the visitor's own too.
    /^\/(iframe\/)?(basket|checkout|ordering|pay|webpay|reservation|registration|auth)(\/|$)/.test(
      row.path,
    );
  return isPrivate
    ? { cacheControl: 'private, no-store', shared: false }
    : { cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600', shared: true };
}
