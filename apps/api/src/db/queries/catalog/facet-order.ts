import { vehicleFlagSchema, type FacetKey, type FacetValue } from '@dealer/contract';

const byCount = (a: FacetValue, b: FacetValue) =>
  b.count - a.count ||
  a.label.localeCompare(b.label, 'ru') ||
  a.value.localeCompare(b.value) ||
  (a.parent ?? '').localeCompare(b.parent ?? '');

const flagRank = (v: FacetValue) => vehicleFlagSchema.options.indexOf(v.value as never);

// The order a facet's values are shown in: years newest first, seats ascending, flags as listed, the rest most common first.
export function sortFacetValues(key: FacetKey, list: FacetValue[]): FacetValue[] {
  if (key === 'year') return list.sort((a, b) => Number(b.value) - Number(a.value));
  if (key === 'flags') return list.sort((a, b) => flagRank(a) - flagRank(b));
  if (key === 'numberOfSeats') return list.sort((a, b) => Number(a.value) - Number(b.value));
  return list.sort(byCount);
}
