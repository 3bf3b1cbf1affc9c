import type { ApiClient } from '../api/client.server.ts';

interface Entry {
  at: number;
  target: { to: string; status: number } | null;
}

// Redirect answers are cached briefly per holding and path: the lookup runs on every navigation.
const cache = new Map<string, Entry>();
const MAX_ENTRIES = 5000;

/** A path of this site: «/x», never «//host/x» or «/\host/x», which browsers read as another host. */
export function isLocalPath(to: string): boolean {
  return /^\/(?![/\\])\S*$/.test(to);
}

export async function lookupRedirect(
  api: ApiClient,
  holdingId: number,
  path: string,
  ttlMs: number,
  now = Date.now(),
): Promise<{ to: string; status: number } | null> {
  const key = `${holdingId}:${path}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < ttlMs) return hit.target;
  let target: Entry['target'] = null;
  try {
    const answer = await api.get('/redirects', { query: { url: path } });
    if (!answer) return null; // not cached: the next navigation asks again
    const first = answer.items[0];
    if (first && first.urlFrom !== first.urlTo) {
      if (isLocalPath(first.urlTo)) target = { to: first.urlTo, status: first.status };
      else console.error('Redirect to another host ignored', path, first.urlTo);
    }
  } catch (error) {
    // A failed lookup never breaks the page (SPEC 2.2).
    console.error('Redirect lookup failed', error);
    return null;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { at: now, target });
  return target;
}
