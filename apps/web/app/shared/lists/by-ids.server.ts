import type { StoreItemCard, VehicleDetail } from '@dealer/contract';
import type { ApiClient } from '../api/client.server.ts';
import { isApiNotFound } from '../api/client.server.ts';

// The favourites and compare pages' loaders fetch what the visitor's lists hold: one call per id,
// in parallel, each answer kept by the API's response cache. The API's list by ids (/catalog/short)
// answers the short form, without what a tile or a comparison shows.

// A vehicle or item the API no longer knows drops out of the list; any other failure is the
// whole list's (the page says so rather than showing it shorter).
async function unlessGone<T>(call: Promise<T | undefined>): Promise<T | null> {
  let found: T | undefined;
  try {
    found = await call;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
  if (found === undefined) throw new Error('The API did not answer');
  return found;
}

function present<T>(found: readonly (T | null)[]): T[] {
  return found.filter((item): item is T => item !== null);
}

/** The vehicles of the ids that still exist, sold ones included (the pages mark them), in the ids' order. */
export async function vehiclesByIds(
  api: ApiClient,
  ids: readonly number[],
): Promise<VehicleDetail[]> {
  return present(
    await Promise.all(ids.map((id) => unlessGone(api.get('/catalog/:id', { params: { id } })))),
  );
}

/** The accessories of the ids that still exist, in the ids' order. */
export async function storeItemsByIds(
  api: ApiClient,
  ids: readonly number[],
): Promise<StoreItemCard[]> {
  return present(
    await Promise.all(
      ids.map((id) => unlessGone(api.get('/store/get/item/:id', { params: { id } }))),
    ),
  );
}
