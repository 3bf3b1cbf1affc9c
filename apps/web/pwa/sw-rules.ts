// Which requests the service worker handles, and which answers it may keep (decision 0067). Plain
// functions, so the rules are unit-tested without a worker.

/** Never touched by the worker: embeds, the staff's desk, the API and the worker's own files. */
const LEFT_ALONE = /^\/(iframe|reports|api)(\/|$)|^\/(sw\.js|builds\/)/;

/** The personal area's pages and data: from the network only, never kept on the device. */
const PRIVATE = /^\/lk(\/|\.data$|$)/;

/** A page (document), its data for a client navigation (React Router's `.data`), or neither. */
export type Handled = 'page' | 'data' | null;

export function handledAs(url: URL, mode: RequestMode, method: string): Handled {
  if (method !== 'GET' || LEFT_ALONE.test(url.pathname)) return null;
  if (mode === 'navigate') return 'page';
  if (url.pathname.endsWith('.data')) return 'data';
  return null;
}

/**
 * The last good copy of a page or its data is kept when the server says the answer is the same for
 * every visitor: a 200 without `private` or `no-store` (a signed-in visitor's answers are private),
 * and never for the personal area.
 */
export function keptAnswer(url: URL, status: number, cacheControl: string | null): boolean {
  if (status !== 200 || PRIVATE.test(url.pathname)) return false;
  return !/\b(private|no-store)\b/i.test(cacheControl ?? '');
}

export const OFFLINE_PAGE = '/offline.html';
/** How long a page waits for the network before its last good copy is shown (seconds). */
export const NETWORK_TIMEOUT_SECONDS = 3;
