import type { Db } from '../../../client.ts';
import { loadStoreIndex, storeVersion, type StoreIndex } from './load.ts';

// At most this often a request reads the version row (one row by key) in the background.
const CHECK_EVERY_MS = 2000;

type Holder = {
  current: StoreIndex | null;
  loading: Promise<StoreIndex> | null;
  checking: boolean;
  checkedAt: number;
};

const holders = new WeakMap<Db, Holder>();

function holderOf(db: Db): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { current: null, loading: null, checking: false, checkedAt: 0 };
    holders.set(db, holder);
  }
  return holder;
}

function load(db: Db, holder: Holder): Promise<StoreIndex> {
  holder.loading ??= loadStoreIndex(db)
    .then((index) => {
      holder.current = index;
      holder.checkedAt = Date.now();
      return index;
    })
    .finally(() => {
      holder.loading = null;
    });
  return holder.loading;
}

async function refreshIfMoved(db: Db, holder: Holder, index: StoreIndex): Promise<void> {
  holder.checking = true;
  try {
    if ((await storeVersion(db)) !== index.version) await load(db, holder);
    holder.checkedAt = Date.now();
  } catch {
    // A failed check leaves the current index serving; the next request tries again.
  } finally {
    holder.checking = false;
  }
}

/**
 * The store items in memory (decision 0071), one index per database: the first call loads it; later
 * calls never wait for a reload. When the version row moved (a write to store_items or store_stock),
 * a fresh index is built in the background and swapped in.
 */
export function storeIndex(db: Db): Promise<StoreIndex> {
  const holder = holderOf(db);
  const current = holder.current;
  // An empty store is never kept (like the category tree), so a fresh seed shows at once.
  if (!current || current.size === 0) return load(db, holder);
  if (!holder.checking && Date.now() - holder.checkedAt >= CHECK_EVERY_MS)
    void refreshIfMoved(db, holder, current);
  return Promise.resolve(current);
}

// Reload now and wait for it (a writer that must see its own change, the tests).
export async function reloadStoreIndex(db: Db): Promise<StoreIndex> {
  const holder = holderOf(db);
  // A load begun before the caller's write may miss it: wait for it, then load again.
  await holder.loading?.catch(() => undefined);
  return load(db, holder);
}
