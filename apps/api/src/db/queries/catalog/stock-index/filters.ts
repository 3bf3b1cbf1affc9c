import { RANGE_KEYS, vehicleStatusSchema } from '@dealer/contract';
import type { CatalogFilter, FacetKey, RangeKey } from '@dealer/contract';
import { isOnSale } from '../on-sale.ts';
import { DIM_KEYS, type DimKey, type HoldingIndex } from './columns.ts';

// One active filter: the facet it narrows and a test of a row position.
export type Predicate = { key: FacetKey | RangeKey | 'id'; test: (i: number) => boolean };

// Facets whose filter is a plain list of values; the others below have rules of their own.
const OWN_RULES: readonly DimKey[] = ['model', 'numberOfSeats', 'year', 'status'];
const LIST_KEYS = DIM_KEYS.filter((key) => !OWN_RULES.includes(key));

const RANGES = RANGE_KEYS.map((key) => [key, `${key}From`, `${key}To`] as const);

// A mask over a column's dictionary: which codes the filter lets through.
function maskOf(index: HoldingIndex, key: DimKey, accept: (value: string) => boolean): Uint8Array {
  const dim = index.dims[key];
  return Uint8Array.from(dim.values, (value) => (accept(value) ? 1 : 0));
}

function inList(
  index: HoldingIndex,
  key: DimKey,
  accept: (value: string) => boolean,
): (i: number) => boolean {
  const mask = maskOf(index, key, accept);
  const codes = index.dims[key].codes;
  return (i) => {
    const code = codes[i] ?? -1;
    return code >= 0 && mask[code] === 1;
  };
}

// The active filters of a listing; an absent or empty filter is not a predicate at all.
export function predicatesOf(index: HoldingIndex, filter: CatalogFilter): Predicate[] {
  const out: Predicate[] = [];
  for (const key of LIST_KEYS) {
    const values = filter[key];
    if (values?.length)
      out.push({ key, test: inList(index, key, (v) => (values as readonly string[]).includes(v)) });
  }
  // Model facet values are «mark/model»: a model code matches under any make unless a mark is chosen too.
  if (filter.model?.length) {
    const wanted = filter.model;
    out.push({
      key: 'model',
      test: inList(index, 'model', (v) => wanted.includes(v.slice(v.indexOf('/') + 1))),
    });
  }
  if (filter.numberOfSeats?.length) {
    const wanted = filter.numberOfSeats.map(Number);
    out.push({
      key: 'numberOfSeats',
      test: inList(index, 'numberOfSeats', (v) => wanted.includes(Number(v))),
    });
  }
  if (filter.year?.length) {
    const wanted = filter.year.map(Number);
    out.push({ key: 'year', test: inList(index, 'year', (v) => wanted.includes(Number(v))) });
  }
  for (const [key, fromKey, toKey] of RANGES) {
    const from = filter[fromKey];
    const to = filter[toKey];
    if (from === undefined && to === undefined) continue;
    const nums = index.nums[key];
    const lo = from ?? -Infinity;
    const hi = to ?? Infinity;
    out.push({ key, test: (i) => (nums[i] ?? 0) >= lo && (nums[i] ?? 0) <= hi });
  }
  // Sold vehicles leave the listings unless a status filter asks for them.
  const statuses = filter.status?.length ? filter.status : null;
  out.push({
    key: 'status',
    test: inList(index, 'status', (v) =>
      statuses ? (statuses as readonly string[]).includes(v) : isOnSale(v),
    ),
  });
  if (filter.flags?.length) {
    const columns = filter.flags.map((flag) => index.flags[flag]);
    out.push({ key: 'flags', test: (i) => columns.every((column) => column[i] === 1) });
  }
  return mergeByKey(out);
}

// The rows of one city: a listing can put them first (GET /catalog?near=) without leaving the rest out.
export function inCity(index: HoldingIndex, city: string): (i: number) => boolean {
  return inList(index, 'city', (v) => v === city);
}

// Two filters on one facet (year list and year range) count as one: a row passes when it passes both.
function mergeByKey(predicates: Predicate[]): Predicate[] {
  const byKey = new Map<Predicate['key'], Predicate>();
  for (const p of predicates) {
    const before = byKey.get(p.key);
    byKey.set(p.key, before ? { key: p.key, test: (i) => before.test(i) && p.test(i) } : p);
  }
  return [...byKey.values()];
}

// Only the given vehicles, whatever their status (favourites and compare still show a sold car).
export function idPredicates(
  index: HoldingIndex,
  filter: CatalogFilter,
  ids: readonly number[],
): Predicate[] {
  const wanted = new Set(ids.map((id) => index.positionOf.get(id) ?? -1));
  const rest = predicatesOf(index, {
    ...filter,
    status: filter.status ?? vehicleStatusSchema.options,
  });
  return [...rest, { key: 'id', test: (i) => wanted.has(i) }];
}
