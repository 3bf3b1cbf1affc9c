import { data } from 'react-router';
import { isListId, MAX_LIST_IDS } from './ids-param.ts';
import type { ListQuery } from './ids-param.ts';
import { LIST_FAILED, LIST_REFUSED } from './list-answer.ts';
import type { ListAnswer } from './list-answer.ts';

type Read<N extends string> =
  { ok: true; query: ListQuery; ids: Record<N, number[]> } | { ok: false } | null;

/**
 * The lists a list page's URL names (`?vehicles=12,5&accessories=7`), null when it names none (the
 * page's HTML, the same for everyone). A list is ids only, each named once, at most MAX_LIST_IDS;
 * anything else is refused, never passed on to the API.
 */
export function readListQuery<N extends string>(url: URL, names: readonly N[]): Read<N> {
  if (!names.some((name) => url.searchParams.has(name))) return null;
  const query: Record<string, string> = {};
  const ids = {} as Record<N, number[]>;
  for (const name of names) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1) return { ok: false };
    const parts = values[0] ? values[0].split(',') : [];
    if (parts.length > MAX_LIST_IDS || !parts.every(isListId)) return { ok: false };
    ids[name] = [...new Set(parts.map(Number))];
    query[name] = ids[name].join(',');
  }
  return { ok: true, query, ids };
}

/**
 * The answer of a list page's loader for its URL's lists (null when it names none): what `load`
 * makes of their ids, or the failed state when the query is refused or `load` throws (the API
 * failed), so the page says so instead of showing the error page.
 */
export async function loadList<N extends string, T>(
  url: URL,
  names: readonly N[],
  load: (ids: Record<N, number[]>) => Promise<T>,
): Promise<ListAnswer<T> | null> {
  const read = readListQuery(url, names);
  if (read === null) return null;
  if (!read.ok) return { state: 'failed', query: {}, status: 400, message: LIST_REFUSED };
  try {
    return { state: 'ready', query: read.query, data: await load(read.ids) };
  } catch (error) {
    console.error('List not loaded', url.pathname, error);
    return { state: 'failed', query: read.query, status: 503, message: LIST_FAILED };
  }
}

/**
 * A list page's loader response: its data, with the failed list's status (a 503 passes the page
 * server as it is, where a 200 rendered while the API is away would become its 503 page).
 */
export function listResponse<D extends { list: ListAnswer<unknown> | null }>(page: D) {
  return data(page, { status: page.list?.state === 'failed' ? page.list.status : 200 });
}
