import type { ItemId } from '@dealer/domain';

/** At most this many ids travel in one list URL (favourites and compare pages). */
export const MAX_LIST_IDS = 48;

/** «12,5,7» → [12, 5, 7]: positive integers only, de-duplicated, at most MAX_LIST_IDS. */
export function parseIdsParam(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_LIST_IDS);
}

/** The ids of a stored list as the URL parameter, in their order; non-numeric (local) ids stay out. */
export function idsParam(ids: readonly ItemId[]): string {
  return parseIdsParam(ids.map(String).join(',')).join(',');
}
