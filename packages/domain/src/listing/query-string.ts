import { BOUND_KEYS, DEFAULT_SORT, LIST_KEYS } from './keys.ts';
import type { ListingQuery } from './query.ts';

/** The query keys in the order a canonical URL writes them. */
const QUERY_ORDER = ['condition', ...LIST_KEYS, ...BOUND_KEYS] as const;

/** Query names that differ from the state's own (an embed renames the visitor's condition and mark). */
export type ParamNames = Readonly<Partial<Record<(typeof QUERY_ORDER)[number], string>>>;

/**
 * The query string of what a state still holds after its path took its part: lists
 * comma-separated, page 1 and the default sort left out; '' when nothing is left.
 */
export function queryString(rest: ListingQuery, names: ParamNames = {}): string {
  const parts: string[] = [];
  // Commas stay literal: they separate the values of a list (?mark=audi,bmw).
  const add = (key: string, values: readonly string[]) =>
    parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  for (const key of QUERY_ORDER) {
    const value = rest[key];
    const name = names[key] ?? key;
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) add(name, value);
    } else add(name, [String(value)]);
  }
  if (rest.sort !== DEFAULT_SORT) add('sort', [rest.sort]);
  if (rest.page > 1) add('page', [String(rest.page)]);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
