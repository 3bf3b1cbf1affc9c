import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  expiresAt: number;
}

/** Seconds a shared cache may keep a response, from its Cache-Control; 0 when it must not. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/**
 * Recently rendered public pages per (holding, city, URL) (DESIGN.md 4): the HTML is the same for
 * every visitor of that pair, so a repeat is served without rendering. Least recently used goes first.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expiresAt <= now) return undefined;
    this.entries.set(key, hit);
    return hit;
  }

  store(key: string, status: number, headers: [string, string][], body: Buffer, ttlSeconds: number, now = Date.now()): CachedPage {
    const page: CachedPage = {
      status,
      headers,
      identity: body,
      gzip: gzipSync(body, { level: 6 }),
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      expiresAt: now + ttlSeconds * 1000,
    };
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return page;
  }

  get size(): number {
    return this.entries.size;
  }
}
