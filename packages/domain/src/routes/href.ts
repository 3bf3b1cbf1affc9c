import { routeByName, type RouteName, type TypedRoute } from './table.ts';
import type { RouteRow } from './types.ts';

/** Parameter names of a pattern type, e.g. '/brands/:brand/:model' → 'brand' | 'model'. */
export type PatternParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PatternParams<Rest>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type PathOf<N extends string> = TypedRoute extends infer R
  ? R extends { name: infer RN; path: infer P }
    ? N extends RN
      ? P
      : never
    : never
  : never;

export type HrefQuery = Readonly<Record<string, string | number | null | undefined>>;
export type HrefParams = Readonly<Record<string, string | number>>;

export type HrefArgs<P> = P extends string
  ? [PatternParams<P>] extends [never]
    ? [params?: Readonly<Record<string, never>>, query?: HrefQuery]
    : [params: Readonly<Record<PatternParams<P>, string | number>>, query?: HrefQuery]
  : never;

/** STYLE 7: a link from the route table, params filled and the SPEC 9 trailing slash added. */
export function href<N extends RouteName>(name: N, ...args: HrefArgs<PathOf<N>>): string {
  const row = routeByName(name);
  if (!row) throw new Error(`Unknown route name "${name}"`);
  const [params, query] = args;
  return hrefForRow(row, params ?? {}, query);
}

/** The same for a row in hand (fixed SEO pages, table walks). */
export function hrefForRow(row: RouteRow, params: HrefParams = {}, query?: HrefQuery): string {
  if (row.path.includes('*')) throw new Error(`Route "${row.name}" has no link: it is a splat`);
  const segments = row.path
    .split('/')
    .filter((s) => s !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') {
        throw new Error(`Route "${row.name}" needs the param "${segment.slice(1)}"`);
      }
      return encodeURIComponent(String(value));
    });
  const path = segments.length === 0 ? '/' : `/${segments.join('/')}/`;
  return path + queryString(query);
}

function queryString(query: HrefQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
