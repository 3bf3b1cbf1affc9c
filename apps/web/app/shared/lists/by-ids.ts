import type { StoreItemCard, VehicleDetail } from '@dealer/contract';

// The favourites and compare pages show what the visitor's lists hold: one call per id through
// the site's /api/v1 proxy, in parallel (the lists are short, and each answer is the API's own
// cached card). Plain fetch: the pages need no more of the API client (shared/api/browser.ts),
// which would be one more file for them to load.

async function one<T>(path: string, signal: AbortSignal): Promise<T | null> {
  const response = await fetch(`/api/v1${path}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  // A vehicle or item the API no longer knows simply drops out of the list; any other failure is
  // the whole list's (the page says so rather than showing it shorter).
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

function present<T>(found: readonly (T | null)[]): T[] {
  return found.filter((item): item is T => item !== null);
}

/** The vehicles of the ids that still exist, sold ones included (the pages mark them), in the ids' order. */
export async function vehiclesByIds(
  ids: readonly number[],
  signal: AbortSignal,
): Promise<VehicleDetail[]> {
  return present(await Promise.all(ids.map((id) => one<VehicleDetail>(`/catalog/${id}`, signal))));
}

/** The accessories of the ids that still exist, in the ids' order. */
export async function storeItemsByIds(
  ids: readonly number[],
  signal: AbortSignal,
): Promise<StoreItemCard[]> {
  return present(
    await Promise.all(ids.map((id) => one<StoreItemCard>(`/store/get/item/${id}`, signal))),
  );
}
