import { BOUND_KEYS, LIST_KEYS } from './keys.ts';
import type { ListingQuery } from './query.ts';

/** SPEC 3 filter store: the filter values, each a list of strings (or a number for a bound). */
export type FilterValue = readonly string[] | number | boolean;
export type FilterData = Readonly<Record<string, FilterValue>>;

/** SPEC 3: filterData never holds these (paging, order and the panel's own init marker). */
export const FILTER_DATA_DROPPED = ['page', 'sort', 'init'] as const;

type RawValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * SPEC 3 filterData of a query object: page, sort and init dropped, string values wrapped in
 * lists; empty strings, empty lists and missing values leave their key out.
 */
export function toFilterData(values: Readonly<Record<string, RawValue>>): FilterData {
  const out: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((FILTER_DATA_DROPPED as readonly string[]).includes(key)) continue;
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'string') out[key] = [value];
    else if (Array.isArray(value)) {
      const list = value.map(String).filter((v) => v !== '');
      if (list.length > 0) out[key] = list;
    } else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** The filterData of a listing state: its category, condition, lists and bounds. */
export function filterDataOf(query: ListingQuery): FilterData {
  const raw: Record<string, RawValue> = { category: query.category, condition: query.condition };
  for (const key of LIST_KEYS) raw[key] = query[key];
  for (const key of BOUND_KEYS) raw[key] = query[key];
  return toFilterData(raw);
}

/** What an iframe is embedded for: a dealer's page narrows the catalogue to its own stock. */
export interface IframeScope {
  condition?: string;
  mark?: string;
  city?: string;
  location?: string;
}

const SCOPE_KEYS = ['condition', 'mark', 'city', 'location'] as const;

type ScopedEntry = Partial<Record<(typeof SCOPE_KEYS)[number], string | readonly string[] | null>>;

/**
 * SPEC 3: in an iframe allData is narrowed by condition, mark, city and location. An entry is kept
 * when, for every key the scope sets, the entry has that value (or does not depend on the key).
 */
export function narrowAllData<T extends ScopedEntry>(
  allData: readonly T[],
  scope: IframeScope,
): T[] {
  return allData.filter((entry) =>
    SCOPE_KEYS.every((key) => {
      const wanted = scope[key];
      const value = entry[key];
      if (wanted === undefined || wanted === '' || value === undefined || value === null)
        return true;
      return typeof value === 'string' ? value === wanted : value.includes(wanted);
    }),
  );
}
