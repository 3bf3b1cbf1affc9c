import {
  FACET_KEYS,
  RANGE_KEYS,
  type CatalogFacets,
  type FacetKey,
  type FacetValue,
  type RangeKey,
} from '@dealer/contract';
import type { Predicate } from './filters.ts';
import { sortFacetValues } from '../facet-order.ts';
import { facetLabel } from '../labels.ts';
import { DIM_KEYS, FLAGS, type HoldingIndex } from './columns.ts';

/**
 * Facet counts in one pass over the holding's rows: a row that fails two or more filters counts
 * nowhere; a facet counts the rows that pass every filter except its own (drill-down semantics).
 */
export function countFacets(index: HoldingIndex, predicates: readonly Predicate[]): CatalogFacets {
  const width = DIM_KEYS.length;
  const { rowCodes, dimOffsets } = index;
  const flat = new Int32Array(index.counterSize);
  const flagCounts = new Int32Array(FLAGS.length);
  const flagColumns = FLAGS.map((flag) => index.flags[flag]);
  const lo = new Float64Array(RANGE_KEYS.length).fill(Infinity);
  const hi = new Float64Array(RANGE_KEYS.length).fill(-Infinity);
  const nums = RANGE_KEYS.map((key) => index.nums[key]);
  const tests = predicates.map((p) => p.test);
  // What each filter's own facet is: a dimension, a range (year is both) or the flags.
  const ownDim = Int32Array.from(predicates, (p) => DIM_KEYS.indexOf(p.key as never));
  const ownRange = Int32Array.from(predicates, (p) => RANGE_KEYS.indexOf(p.key as never));
  const ownFlags = predicates.map((p) => p.key === 'flags');

  const bump = (i: number, d: number): void => {
    const code = rowCodes[i * width + d] ?? -1;
    if (code >= 0) {
      const at = (dimOffsets[d] ?? 0) + code;
      flat[at] = (flat[at] ?? 0) + 1;
    }
  };
  const stretch = (i: number, r: number): void => {
    const value = nums[r]?.[i] ?? 0;
    if (value < (lo[r] ?? 0)) lo[r] = value;
    if (value > (hi[r] ?? 0)) hi[r] = value;
  };
  const countFlags = (i: number): void => {
    for (let f = 0; f < flagColumns.length; f += 1)
      if (flagColumns[f]?.[i] === 1) flagCounts[f] = (flagCounts[f] ?? 0) + 1;
  };

  for (let i = 0; i < index.size; i += 1) {
    let failed = -1;
    let fails = 0;
    for (let p = 0; p < tests.length && fails < 2; p += 1) {
      if (!(tests[p] as (i: number) => boolean)(i)) {
        fails += 1;
        failed = p;
      }
    }
    if (fails === 0) {
      for (let d = 0; d < width; d += 1) bump(i, d);
      for (let r = 0; r < nums.length; r += 1) stretch(i, r);
      countFlags(i);
    } else if (fails === 1) {
      const d = ownDim[failed] ?? -1;
      const r = ownRange[failed] ?? -1;
      if (d >= 0) bump(i, d);
      if (r >= 0) stretch(i, r);
      if (ownFlags[failed]) countFlags(i);
    }
  }
  const counts = DIM_KEYS.map((key, d) => {
    const from = dimOffsets[d] ?? 0;
    return flat.subarray(from, from + index.dims[key].values.length);
  });
  return shape(index, counts, flagCounts, [...lo], [...hi]);
}

function shape(
  index: HoldingIndex,
  counts: Int32Array[],
  flagCounts: Int32Array,
  lo: number[],
  hi: number[],
): CatalogFacets {
  const values = Object.fromEntries(FACET_KEYS.map((k) => [k, [] as FacetValue[]])) as Record<
    FacetKey,
    FacetValue[]
  >;
  DIM_KEYS.forEach((key, d) => {
    const dim = index.dims[key];
    const list: FacetValue[] = [];
    (counts[d] as Int32Array).forEach((count, code) => {
      if (count === 0) return;
      const raw = dim.values[code] ?? '';
      const label = dim.labels[code] ?? raw;
      if (key === 'model')
        list.push({
          value: raw.slice(raw.indexOf('/') + 1),
          label,
          count,
          parent: dim.parents[code] ?? '',
        });
      else list.push({ value: raw, label, count });
    });
    values[key] = sortFacetValues(key, list);
  });
  values.flags = FLAGS.map((flag, f) => ({
    value: flag,
    label: facetLabel('flags', flag),
    count: flagCounts[f] ?? 0,
  })).filter((v) => v.count > 0);
  const ranges = Object.fromEntries(
    RANGE_KEYS.map((key, r) => [
      key,
      Number.isFinite(lo[r]) ? { min: lo[r] as number, max: hi[r] as number } : null,
    ]),
  ) as Record<RangeKey, { min: number; max: number } | null>;
  return { values, ranges };
}
