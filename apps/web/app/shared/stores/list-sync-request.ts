import type { ItemId } from '@dealer/domain';
import { browserApi } from '../api/browser.ts';

// The calls behind syncList, loaded on the first change a logged-in visitor makes.

/** The server lists of SPEC 7: vehicle favourites, compare, favourite accessories. */
export type SyncedList = 'favorite' | 'compare' | 'store-favorite';

export type ListChange =
  { add: ItemId } | { remove: ItemId } | { removeAll: readonly ItemId[] } | { deleteAll: true };

type ListPath = '/favorite' | '/compare' | '/store/favorite';
type IdKey = 'carId' | 'accItemId';
const PATHS: Readonly<Record<SyncedList, { path: ListPath; key: IdKey }>> = {
  favorite: { path: '/favorite', key: 'carId' },
  compare: { path: '/compare', key: 'carId' },
  'store-favorite': { path: '/store/favorite', key: 'accItemId' },
};

// The API knows numeric ids only; anything else lives in this browser alone.
function numeric(ids: readonly ItemId[]): number[] {
  return ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

type IdList = { carId: number[] } | { accItemId: number[] };

export type SyncRequest =
  | { method: 'POST'; path: ListPath; body: IdList }
  | { method: 'DELETE'; path: ListPath; query: IdList | { deleteAll: true } };

function idList(key: IdKey, ids: number[]): IdList {
  return key === 'carId' ? { carId: ids } : { accItemId: ids };
}

/** The call a change makes (SPEC 7): POST with the id list, DELETE with it or with deleteAll; null when no id is the API's. */
export function syncRequest(list: SyncedList, change: ListChange): SyncRequest | null {
  const { path, key } = PATHS[list];
  if ('deleteAll' in change) return { method: 'DELETE', path, query: { deleteAll: true } };
  const ids = numeric(
    'add' in change ? [change.add] : 'remove' in change ? [change.remove] : change.removeAll,
  );
  if (ids.length === 0) return null;
  return 'add' in change
    ? { method: 'POST', path, body: idList(key, ids) }
    : { method: 'DELETE', path, query: idList(key, ids) };
}

/** Sends one change; SPEC 8: a failure is only logged. */
export async function sendListChange(list: SyncedList, change: ListChange): Promise<void> {
  const request = syncRequest(list, change);
  if (!request) return;
  try {
    if (request.method === 'POST') await browserApi('POST', request.path, request);
    else await browserApi('DELETE', request.path, request);
  } catch (error) {
    console.error(`Sync of the ${list} list failed`, error);
  }
}
