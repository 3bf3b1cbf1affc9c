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

/**
 * The part of a URL's query (`search`, with or without its '?') that the page's answer depends on,
 * for the page cache: the parameters its row reads (RouteRow.query) as written and in their order,
 * and the city when it does something. Any other parameter (utm marks, cache busters) is left out;
 * one written before a read parameter leaves a mark, because the listing redirects such a URL.
 */
export function pageQueryKey(
  pathname: string,
  search: string,
  row: RouteRow | undefined = matchRoute(pathname)?.row,
): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const reads = row?.query ?? [];
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
