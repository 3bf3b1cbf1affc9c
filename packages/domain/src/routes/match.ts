import { ROUTES } from './table.ts';
import type { RouteRow } from './types.ts';

// React Router's ranking weights (matchRoutes' computeScore): static beats dynamic beats splat.
const STATIC = 10;
const DYNAMIC = 3;
const SPLAT_PENALTY = -2;

export function rankPattern(pattern: string): number {
  const segments = pattern.split('/').filter((s) => s !== '');
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score += SPLAT_PENALTY;
    else score += segment.startsWith(':') ? DYNAMIC : STATIC;
  }
  return score;
}

export interface RouteMatch {
  row: RouteRow;
  params: Record<string, string>;
}

const RANKED = new WeakMap<readonly RouteRow[], readonly RouteRow[]>();

function ranked(routes: readonly RouteRow[]): readonly RouteRow[] {
  let list = RANKED.get(routes);
  if (!list) {
    // Array.prototype.sort is stable, so equal scores keep table order like React Router.
    list = [...routes].sort((a, b) => rankPattern(b.path) - rankPattern(a.path));
    RANKED.set(routes, list);
  }
  return list;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter((s) => s !== '');
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).map(decode).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The row React Router would pick for a pathname (case-insensitive, trailing slash ignored). */
export function matchRoute(
  pathname: string,
  routes: readonly RouteRow[] = ROUTES,
): RouteMatch | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  for (const row of ranked(routes)) {
    const params = matchPattern(row.path, segments);
    if (params) return { row, params };
  }
  return null;
}
