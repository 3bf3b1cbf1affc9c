import type { ItemId } from '@dealer/domain';

/** At most this many ids travel in one list URL (favourites and compare pages). */
export const MAX_LIST_IDS = 48;

/** The API's ids are positive 32-bit integers (its /catalog/:id and /store/get/item/:id schemas). */
const MAX_ID = 2_147_483_647;

/** «12» is an id the API can be asked for; «012», «1.5», «-1» and 3000000000 are not. */
export function isListId(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID;
}

/** «12,5,7» → [12, 5, 7]: ids only, de-duplicated, at most MAX_LIST_IDS. */
export function parseIdsParam(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter(isListId)
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_LIST_IDS);
}

/** The ids of a stored list as the URL parameter, in their order; non-numeric (local) ids stay out. */
export function idsParam(ids: readonly ItemId[]): string {
  return parseIdsParam(ids.map(String).join(',')).join(',');
}

/**
 * What a list page asks its loader for, per parameter its ids as idsParam writes them
 * (`{ vehicles: '12,5', accessories: '' }`); an empty list is an empty string.
 */
export type ListQuery = Readonly<Record<string, string>>;

/** `vehicles=12,5&accessories=7`: the lists that hold ids, commas as they are (only digits follow). */
export function listSearch(query: ListQuery): string {
  return Object.entries(query)
    .filter(([, ids]) => ids !== '')
    .map(([name, ids]) => `${name}=${ids}`)
    .join('&');
}

/** Whether an answer for `answered` holds every id of `wanted` (what was removed since is only shown less). */
export function listCovers(answered: ListQuery, wanted: ListQuery): boolean {
  return Object.entries(wanted).every(([name, ids]) => {
    const known = new Set((answered[name] ?? '').split(','));
    return ids === '' || ids.split(',').every((id) => known.has(id));
  });
}
