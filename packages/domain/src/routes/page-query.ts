import { cityQueryRewrite, parseCityCode } from '../cities.ts';
import { matchRoute } from './match.ts';
import { CITY_PARAM } from './query-params.ts';
import type { RouteRow } from './types.ts';

/** Stands in the key for unread parameters written before read ones (never a name=value pair). */
const OUT_OF_ORDER = '*';

function nameAndValue(part: string): [string, string] {
  return new URLSearchParams(part).entries().next().value ?? ['', ''];
}

/** The first ?city matters when it names a city (the guard keeps it) or is one to rewrite (a redirect). */
function cityCounts(value: string): boolean {
  return parseCityCode(value) !== null || cityQueryRewrite(value) !== null;
}

// React Router asks a page's data at its path plus `.data` (`/_.data` after a trailing slash),
// naming the routes it wants in `_routes`.
const DATA_SUFFIX = '.data';
const MANIFEST_PATH = '/__manifest';
const ROUTES_PARAM = '_routes';

function pagePath(pathname: string): string {
  if (!pathname.endsWith(DATA_SUFFIX)) return pathname;
  const bare = pathname.slice(0, -DATA_SUFFIX.length);
  return bare.endsWith('/_') ? bare.slice(0, -1) : bare;
}

/**
 * The part of a URL's query (`search`, with or without its '?') that the page's answer depends on,
 * for the page cache: the parameters its row reads (RouteRow.query) as written and in their order,
 * and the city when it does something. Any other parameter (utm marks, cache busters) is left out;
 * one written before a read parameter leaves a mark, because the listing redirects such a URL.
 * A path that is no row of the table keeps its whole query.
 */
export function pageQueryKey(
  pathname: string,
  search: string,
  row: RouteRow | undefined = matchRoute(pagePath(pathname))?.row,
): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  // Not a page of the table (React Router's route discovery, /__manifest?paths=…): every parameter
  // may change the answer, so all of them are kept.
  if (!row || pathname === MANIFEST_PATH) return query;
  const reads = pathname.endsWith(DATA_SUFFIX)
    ? [...(row.query ?? []), ROUTES_PARAM]
    : (row.query ?? []);
  const kept: string[] = [];
  let skipped = false;
  let outOfOrder = false;
  let cityDone = false;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const [name, value] = nameAndValue(part);
    let read = reads.includes(name);
    if (name === CITY_PARAM && !cityDone) {
      cityDone = true;
      read ||= cityCounts(value);
    }
    if (!read) {
      skipped = true;
      continue;
    }
    if (skipped) outOfOrder = true;
    kept.push(part);
  }
  if (outOfOrder) kept.push(OUT_OF_ORDER);
  return kept.join('&');
}
