import type { VehicleCard } from '@dealer/contract';
import type { KnownCatalogValues } from '@dealer/domain';
import type { Db } from '../../../client.ts';
import { holdingIndex, type CatalogIndex, type HoldingIndex } from './columns.ts';
import { loadCatalogIndex, stockSignature } from './load.ts';

// The one way into the index: the first call loads it, later calls never wait for a reload.
export type CatalogStore = {
  // The stock of one holding; a holding without stock gets an empty index, so its listings are empty.
  holding(holdingId: number): Promise<HoldingIndex>;
  // What a listing filter of the holding may name (marks, models, dealers).
  known(holdingId: number): Promise<KnownCatalogValues | undefined>;
  // A vehicle's card in whichever holding has it.
  vehicle(id: number): Promise<VehicleCard | undefined>;
  // What the served index was built from: answers derived from it may be kept under this key.
  signature(): Promise<string>;
  // Drop the index so the next call reloads it (after a write to the stock).
  invalidate(): void;
};

const EMPTY = holdingIndex([]);

/**
 * The listings read an in-memory index of the stock. At most once per checkEveryMs a request
 * triggers a cheap signature query; when the stock moved, a fresh index is built in the background
 * and swapped in, so a visitor never waits for the reload.
 */
export function createCatalogStore(db: Db, checkEveryMs = 2000): CatalogStore {
  let current: CatalogIndex | null = null;
  let loading: Promise<CatalogIndex> | null = null;
  let checking = false;
  let checkedAt = 0;

  const load = (): Promise<CatalogIndex> => {
    loading ??= loadCatalogIndex(db)
      .then((index) => {
        current = index;
        checkedAt = Date.now();
        return index;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const refreshIfMoved = async (index: CatalogIndex): Promise<void> => {
    checking = true;
    try {
      if ((await stockSignature(db)) !== index.signature) await load();
      checkedAt = Date.now();
    } catch {
      // A failed check leaves the current index serving; the next request tries again.
    } finally {
      checking = false;
    }
  };

  const index = async (): Promise<CatalogIndex> => {
    // An empty stock is never kept (like the store's indexes), so a fresh seed shows at once.
    if (!current || current.holdings.size === 0) return load();
    if (!checking && Date.now() - checkedAt >= checkEveryMs) void refreshIfMoved(current);
    return current;
  };

  return {
    holding: async (holdingId) => (await index()).holdings.get(holdingId) ?? EMPTY,
    known: async (holdingId) => (await index()).known.get(holdingId),
    async vehicle(id) {
      for (const holding of (await index()).holdings.values()) {
        const position = holding.positionOf.get(id);
        if (position !== undefined) return holding.cards[position];
      }
      return undefined;
    },
    signature: async () => (await index()).signature,
    invalidate() {
      current = null;
    },
  };
}
