import type { StoreItemCard, VehicleDetail } from '@dealer/contract';
import { BrowserApiError, browserApi } from '../api/browser.ts';

// The favourites and compare pages show what the visitor's lists hold: one call per id, in
// parallel (the lists are short, and each answer is the API's own cached card).

async function one<T>(path: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await browserApi<T>('GET', path, { signal });
  } catch (error) {
    // A vehicle or item the API no longer knows simply drops out of the list; any other failure
    // is the whole list's (the page says so rather than showing it shorter).
    if (error instanceof BrowserApiError && error.status === 404) return null;
    throw error;
  }
}

function present<T>(found: readonly (T | null)[]): T[] {
  return found.filter((item): item is T => item !== null);
}

/** The vehicles of the ids that still exist, sold ones included (the pages mark them), in the ids' order. */
export async function vehiclesByIds(ids: readonly number[], signal: AbortSignal): Promise<VehicleDetail[]> {
  return present(await Promise.all(ids.map((id) => one<VehicleDetail>(`/catalog/${id}`, signal))));
}

/** The accessories of the ids that still exist, in the ids' order. */
export async function storeItemsByIds(ids: readonly number[], signal: AbortSignal): Promise<StoreItemCard[]> {
  return present(await Promise.all(ids.map((id) => one<StoreItemCard>(`/store/get/item/${id}`, signal))));
}
