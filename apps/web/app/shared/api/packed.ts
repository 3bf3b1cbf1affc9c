/**
 * Loader data as one JSON text (docs/decisions/0045, 0046). React Router's turbo-stream encodes
 * each value of a large answer (the shell's menu, a listing's tiles and facets, a card) on its own;
 * a single string costs it next to nothing, and JSON.stringify does the rest several times faster.
 * The type keeps what the text holds.
 */
export type Packed<T> = string & { readonly packedOf: T };

/**
 * The server's values of the texts it packed or unpacked lately (a holding's shell on every page,
 * a page's own data in its meta and its render): unpacked again at no cost.
 */
const values = new Map<string, unknown>();
const KEPT = 64;

function remember(packed: string, value: unknown) {
  values.delete(packed);
  if (values.size >= KEPT) values.delete(values.keys().next().value as string);
  values.set(packed, value);
}

export function pack<T>(value: T): Packed<T> {
  const packed = JSON.stringify(value) as Packed<T>;
  if (import.meta.env.SSR) remember(packed, value);
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  if (!import.meta.env.SSR) return JSON.parse(packed) as T;
  const value = (values.get(packed) ?? JSON.parse(packed)) as T;
  remember(packed, value);
  return value;
}
