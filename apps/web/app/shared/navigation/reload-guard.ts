import { RELOAD_GUARD_MS } from '@dealer/domain';

// SPEC 8, 9: a new build or a chunk that fails to load reloads a page, at most once per path per
// 10 s, remembered in session storage so a reload that meets the same failure does not loop.

const KEY = 'reloadGuard';

type Reloads = Record<string, number>;

function read(storage: Storage): Reloads {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Reloads) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the page at `path` may be reloaded now; a yes is remembered, so the next ask for the same
 * path within 10 s is a no. Without session storage (blocked) there is no reload.
 */
export function mayReload(path: string, now = Date.now(), storage?: Storage): boolean {
  try {
    const store = storage ?? window.sessionStorage;
    const reloads = read(store);
    const last = reloads[path];
    if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    // Entries older than the guard are dropped as the list is written again.
    const kept = Object.fromEntries(
      Object.entries(reloads).filter(([, time]) => now - time < RELOAD_GUARD_MS),
    );
    store.setItem(KEY, JSON.stringify({ ...kept, [path]: now }));
    return true;
  } catch {
    return false;
  }
}
