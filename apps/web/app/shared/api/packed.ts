/**
 * Loader data as one JSON text (docs/rendering.md). React Router's turbo-stream encodes each value
 * of a large answer (the shell's menu, a listing's tiles and facets) on its own; a single string
 * costs it next to nothing, and JSON.stringify does the rest several times faster. The type keeps
 * what the text holds. Used where it pays: the shell (every page) and the listing.
 */
export type Packed<T> = string & { readonly packedOf: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

/**
 * The values of one loader answer (the object React Router hands `meta`, the component and
 * `useRouteLoaderData` alike): parsed once per answer, so once per request on the server and once
 * per load in the browser. Nothing is shared between requests: each answer is its own object.
 */
const unpacked = new WeakMap<object, Map<string, unknown>>();

/** What a packed text holds. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

/** The value of `data[key]`, a text `pack` made: the same object for the same loader answer. */
export function unpack<D extends object, K extends keyof D & string>(
  data: D,
  key: K,
): Unpacked<D[K]> {
  let values = unpacked.get(data);
  if (!values) unpacked.set(data, (values = new Map()));
  if (!values.has(key)) values.set(key, JSON.parse(data[key] as string));
  return values.get(key) as Unpacked<D[K]>;
}
