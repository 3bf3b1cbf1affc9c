import { CompressedCopies } from '@dealer/cache';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  /** The answer's headers, without length and encoding (the copies differ in both). */
  headers: Record<string, string>;
  body: CompressedCopies;
  /** Served as is until then; until staleUntil served while one request renders it anew. */
  freshUntil: number;
  staleUntil: number;
  /** Until then served when rendering it anew fails (the API down or failing): stale-if-error. */
  errorUntil: number;
  hits: number;
}

export interface SharedPolicy {
  maxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/** Without a stale-if-error of its own, a public page outlives a failing API by a day. */
export const DEFAULT_STALE_IF_ERROR = 86_400;

const seconds = (cacheControl: string, name: string) =>
  new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1];

/** What a shared cache may do with a response, from its Cache-Control; null when it must not keep it. */
export function sharedPolicy(cacheControl: string | null): SharedPolicy | null {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const maxAge = Number(seconds(cacheControl, 's-maxage') ?? seconds(cacheControl, 'max-age') ?? 0);
  if (maxAge <= 0) return null;
  return {
    maxAge,
    staleWhileRevalidate: Number(seconds(cacheControl, 'stale-while-revalidate') ?? 0),
    staleIfError: Number(seconds(cacheControl, 'stale-if-error') ?? DEFAULT_STALE_IF_ERROR),
  };
}

/** A page asked again is worth its smallest copies, made on zlib's thread pool. */
export const POLISH_HITS = 1;

export type PageState = 'fresh' | 'stale' | 'expired';

/**
 * Recently rendered public pages per key (DESIGN.md 4): the HTML is the same for every visitor of
 * the key, so a repeat is served without rendering. Least recently used goes first. An expired page
 * is still served during its stale-while-revalidate time while one request renders it again
 * (claimRefresh), and after that, until its stale-if-error time, only when rendering it fails.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly refreshing = new Set<string>();
  /**
   * Moves with every expireAll: a render that began before the move read the old data, so what it
   * brings back is kept as expired (a fallback for an outage), never served as fresh.
   */
  private generation = 0;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(key: string, now = Date.now()): { page: CachedPage; state: PageState } | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.errorUntil <= now) {
      this.drop(key);
      return undefined;
    }
    page.hits += 1;
    if (page.hits === POLISH_HITS) void page.body.polish();
    const state = page.freshUntil > now ? 'fresh' : page.staleUntil > now ? 'stale' : 'expired';
    return { page, state };
  }

  /** True for the one caller that should render a stale page again; released by store, drop or release. */
  claimRefresh(key: string): boolean {
    if (this.refreshing.has(key)) return false;
    this.refreshing.add(key);
    return true;
  }

  /** A failed refresh keeps the page and lets a later request try again. */
  release(key: string): void {
    this.refreshing.delete(key);
  }

  /**
   * The stock moved: every kept page is rendered again on its next request, and served as it is
   * only while that render fails (an outage).
   */
  expireAll(): void {
    this.generation += 1;
    for (const page of this.entries.values()) {
      page.freshUntil = 0;
      page.staleUntil = 0;
    }
  }

  drop(key: string): void {
    this.entries.delete(key);
    this.refreshing.delete(key);
  }

  /** The mark of a render about to begin, for `store` (see `generation`). */
  renderBegins(): number {
    return this.generation;
  }

  store(
    key: string,
    status: number,
    headers: [string, string][],
    body: Buffer,
    policy: SharedPolicy,
    now = Date.now(),
    begun = this.generation,
  ): CachedPage {
    const staleUntil = now + (policy.maxAge + policy.staleWhileRevalidate) * 1000;
    const outdated = begun !== this.generation;
    const page: CachedPage = {
      status,
      headers: Object.fromEntries(headers),
      body: new CompressedCopies(body),
      freshUntil: outdated ? 0 : now + policy.maxAge * 1000,
      staleUntil: outdated ? 0 : staleUntil,
      errorUntil: staleUntil + policy.staleIfError * 1000,
      hits: 0,
    };
    this.refreshing.delete(key);
    this.entries.set(key, page);
    return page;
  }

  get size(): number {
    return this.entries.size;
  }
}
