import type { StoreItemCard, VehicleDetail } from '@dealer/contract';
import { BrowserApiError, browserApi } from '../api/browser.ts';

// The favourites and compare pages show what the visitor's lists hold: one call per id through
// the site's /api/v1 proxy, in parallel (the lists are short, and each answer is the API's own
// cached card).

// A vehicle or item the API no longer knows simply drops out of the list; any other failure is
// the whole list's (the page says so rather than showing it shorter).
function unlessGone<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (error instanceof BrowserApiError && error.status === 404) return null;
    throw error;
  });
}

function present<T>(found: readonly (T | null)[]): T[] {
  return found.filter((item): item is T => item !== null);
}

/** The vehicles of the ids that still exist, sold ones included (the pages mark them), in the ids' order. */
export async function vehiclesByIds(
  ids: readonly number[],
  signal: AbortSignal,
): Promise<VehicleDetail[]> {
  return present(
    await Promise.all(
      ids.map((id) => unlessGone(browserApi('GET', '/catalog/:id', { params: { id }, signal }))),
    ),
  );
}

/** The accessories of the ids that still exist, in the ids' order. */
export async function storeItemsByIds(
  ids: readonly number[],
  signal: AbortSignal,
): Promise<StoreItemCard[]> {
  return present(
    await Promise.all(
      ids.map((id) =>
        unlessGone(browserApi('GET', '/store/get/item/:id', { params: { id }, signal })),
      ),
    ),
  );
}
