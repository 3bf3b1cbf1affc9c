/**
 * A Map bounded by its number of entries: a read or a write makes an entry the most recently used,
 * and a write past the bound drops the least recently used (the Map's insertion order is the age).
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly maxEntries: number;
  private newest: K | undefined;

  constructor(maxEntries: number) {
    this.maxEntries = Math.max(0, maxEntries);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A repeat of the newest entry (the usual case under load) moves nothing.
    if (key !== this.newest) this.touch(key, value);
    return value;
  }

  /** The value without making it the most recently used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.touch(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
  }
}
