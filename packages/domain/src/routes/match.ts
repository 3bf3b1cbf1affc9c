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

/** A row with its pattern split once: static parts lowercased, `null` for a parameter. */
interface Compiled {
  row: RouteRow;
  names: readonly string[];
  /** Lowercased static part, or null where the pattern takes a parameter. */
  fixed: readonly (string | null)[];
  splat: boolean;
}

const RANKED = new WeakMap<readonly RouteRow[], readonly Compiled[]>();

function compile(row: RouteRow): Compiled {
  const parts = row.path.split('/').filter((s) => s !== '');
  const splat = parts.at(-1) === '*';
  const names = splat ? parts.slice(0, -1) : parts;
  return {
    row,
    names,
    fixed: names.map((part) => (part.startsWith(':') ? null : part.toLowerCase())),
    splat,
  };
}

// Every link a page renders is matched against the table (route-links.ts): the patterns are split
// and ranked once per table, not per call.
function ranked(routes: readonly RouteRow[]): readonly Compiled[] {
  let list = RANKED.get(routes);
  if (!list) {
    // Array.prototype.sort is stable, so equal scores keep table order like React Router.
    list = [...routes].sort((a, b) => rankPattern(b.path) - rankPattern(a.path)).map(compile);
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

function matchPattern(
  route: Compiled,
  segments: readonly string[],
  lower: readonly string[],
): Record<string, string> | null {
  const { names, fixed, splat } = route;
  if (splat ? segments.length < names.length : segments.length !== names.length) return null;
  for (let i = 0; i < fixed.length; i += 1) {
    const part = fixed[i];
    if (part !== null && part !== lower[i]) return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < fixed.length; i += 1) {
    if (fixed[i] === null) params[names[i]!.slice(1)] = decode(segments[i]!);
  }
  if (splat) params['*'] = segments.slice(names.length).map(decode).join('/');
  return params;
}

/** The row React Router would pick for a pathname (case-insensitive, trailing slash ignored). */
export function matchRoute(
  pathname: string,
  routes: readonly RouteRow[] = ROUTES,
): RouteMatch | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  const lower = segments.map((segment) => segment.toLowerCase());
  for (const route of ranked(routes)) {
    const params = matchPattern(route, segments, lower);
    if (params) return { row: route.row, params };
  }
  return null;
}
