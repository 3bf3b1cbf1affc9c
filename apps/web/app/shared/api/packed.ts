import { LRUCache } from 'lru-cache';

/**
 * Loader data as one JSON text (docs/decisions/0045, 0046). React Router's turbo-stream encodes
 * each value of a large answer (the shell's menu, a listing's tiles and facets, a card) on its own;
 * a single string costs it next to nothing, and JSON.stringify does the rest several times faster.
 * The type keeps what the text holds.
 */
export type Packed<T> = string & { readonly packedOf: T };

/**
 * The server's values of the texts it packed or unpacked lately (a holding's shell on every page,
 * a page's own data in its meta and its render): unpacked again at no cost. Made on the server only,
 * so the browser's bundle drops the library.
 */
const values = import.meta.env.SSR ? new LRUCache<string, NonNullable<unknown>>({ max: 64 }) : null;

function remember(packed: string, value: unknown) {
  // A null is parsed again at no cost; the cache keeps no nullish value.
  if (value !== null && value !== undefined) values?.set(packed, value);
}

export function pack<T>(value: T): Packed<T> {
  const packed = JSON.stringify(value) as Packed<T>;
  if (import.meta.env.SSR) remember(packed, value);
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  if (!import.meta.env.SSR) return JSON.parse(packed) as T;
  const value = (values?.get(packed) ?? JSON.parse(packed)) as T;
  remember(packed, value);
  return value;
}
