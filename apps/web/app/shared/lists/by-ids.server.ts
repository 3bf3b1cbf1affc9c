import type { StoreItemCard, VehicleDetail } from '@dealer/contract';
import type { ApiClient } from '../api/client.server.ts';

// The favourites and compare pages show what the visitor's lists hold: one call per id, in
// parallel (the lists are short, and each answer is the API's own cached card).

async function one<T>(api: ApiClient, path: string): Promise<T | null> {
  try {
    return (await api.get<T>(path)) ?? null;
  } catch {
    return null; // a vehicle or item the API no longer knows (404) simply drops out of the list
  }
}

/** The vehicles of the ids that still exist, sold ones included (the pages mark them), in the ids' order. */
export async function vehiclesByIds(api: ApiClient, ids: readonly number[]): Promise<VehicleDetail[]> {
  const found = await Promise.all(ids.map((id) => one<VehicleDetail>(api, `/catalog/${id}`)));
  return found.filter((vehicle): vehicle is VehicleDetail => vehicle !== null);
}

/** The accessories of the ids that still exist, in the ids' order. */
export async function storeItemsByIds(api: ApiClient, ids: readonly number[]): Promise<StoreItemCard[]> {
  const found = await Promise.all(ids.map((id) => one<StoreItemCard>(api, `/store/get/item/${id}`)));
  return found.filter((item): item is StoreItemCard => item !== null);
}
