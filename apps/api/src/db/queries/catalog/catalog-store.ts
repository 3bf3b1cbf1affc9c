import type { Db } from '../../client.ts';
import { loadCatalogIndex, stockSignature, type CatalogIndex } from './vehicle-index.ts';

export type CatalogStore = {
  // The current in-memory index; the first call loads it, later calls never wait for a reload.
  index(): Promise<CatalogIndex>;
  // Drop the index so the next call reloads it (after a write to the stock).
  invalidate(): void;
};

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

  return {
    async index() {
      if (!current) return load();
      if (!checking && Date.now() - checkedAt >= checkEveryMs) void refreshIfMoved(current);
      return current;
    },
    invalidate() {
      current = null;
    },
  };
}
