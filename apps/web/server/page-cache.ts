import { brotliCompress, brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Encoding } from './encoding.ts';

export interface CachedPage {
  status: number;
  /** The answer's headers for each encoding, without the length (the brotli copy can be replaced). */
  head: Record<Encoding, Record<string, string>>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Served as is until then; from then until staleUntil served while one request renders it anew. */
  freshUntil: number;
  staleUntil: number;
  hits: number;
}

export interface SharedPolicy {
  maxAge: number;
  staleWhileRevalidate: number;
}

/** What a shared cache may do with a response, from its Cache-Control; null when it must not keep it. */
export function sharedPolicy(cacheControl: string | null): SharedPolicy | null {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const maxAge = Number(
    (/\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl))?.[1] ?? 0,
  );
  if (maxAge <= 0) return null;
  return {
    maxAge,
    staleWhileRevalidate: Number(/\bstale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0),
  };
}

/** A page asked this often gets the slow, smallest brotli copy (quality 11), made off the main thread. */
export const HOT_HITS = 10;
const QUICK_BROTLI = 5;

/**
 * Recently rendered public pages per (holding, city, URL) (DESIGN.md 4): the HTML is the same for
 * every visitor of that pair, so a repeat is served without rendering. Least recently used goes first.
 * An expired page is still served during its stale-while-revalidate time while one request renders it
 * again (claimRefresh), so an expiry never sends every waiting visitor to the renderer at once.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly refreshing = new Set<string>();
  private readonly maxEntries: number;
  private newest: string | undefined;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  get(key: string, now = Date.now()): { page: CachedPage; fresh: boolean } | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.staleUntil <= now) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last; a hit on the newest entry (the usual case under load) moves nothing.
    if (key !== this.newest) this.touch(key, page);
    page.hits += 1;
    if (page.hits === HOT_HITS) compressHarder(page);
    return { page, fresh: page.freshUntil > now };
  }

  /** True for the one caller that should render a stale page again; released by store or drop. */
  claimRefresh(key: string): boolean {
    if (this.refreshing.has(key)) return false;
    this.refreshing.add(key);
    return true;
  }

  drop(key: string): void {
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
    this.refreshing.delete(key);
  }

  store(
    key: string,
    status: number,
    headers: [string, string][],
    body: Buffer,
    policy: SharedPolicy,
    now = Date.now(),
  ): CachedPage {
    const base = Object.fromEntries(headers);
    const page: CachedPage = {
      status,
      head: {
        identity: base,
        gzip: { ...base, 'content-encoding': 'gzip' },
        br: { ...base, 'content-encoding': 'br' },
      },
      identity: body,
      gzip: gzipSync(body, { level: 6 }),
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      freshUntil: now + policy.maxAge * 1000,
      staleUntil: now + (policy.maxAge + policy.staleWhileRevalidate) * 1000,
      hits: 0,
    };
    this.refreshing.delete(key);
    this.touch(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return page;
  }

  private touch(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    this.newest = key;
  }

  get size(): number {
    return this.entries.size;
  }
}

function compressHarder(page: CachedPage): void {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length,
  };
  brotliCompress(page.identity, { params }, (error, smaller) => {
    if (!error && smaller.length < page.br.length) page.br = smaller;
  });
}
