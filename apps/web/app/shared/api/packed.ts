/**
 * Loader data as one JSON text (docs/rendering.md). React Router's turbo-stream encodes each value
 * of a large answer (the shell's menu, a listing's tiles and facets) on its own; a single string
 * costs it next to nothing, and JSON.stringify does the rest several times faster. The type keeps
 * what the text holds. Used where it pays: the shell (every page) and the listing.
 */
export type Packed<T> = string & { readonly packedOf: T };

/** What a packed text holds. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

/**
 * The values of one loader answer (the object React Router hands `meta`, the component and
 * `useRouteLoaderData` alike), by key. Nothing here outlives the answer or is shared between two
 * answers: on the server an answer is one request's.
 */
const unpacked = new WeakMap<object, Map<string, unknown>>();

function valuesOf(answer: object): Map<string, unknown> {
  let values = unpacked.get(answer);
  if (!values) unpacked.set(answer, (values = new Map()));
  return values;
}

/**
 * A loader's answer, with the value behind its packed `key` kept beside it on the server: the
 * request's `meta` and render take that value back without parsing the text. Returns `answer`.
 */
export function withValue<A extends object, K extends keyof A & string>(
  answer: A,
  key: K,
  value: Unpacked<A[K]>,
): A {
  if (import.meta.env.SSR) valuesOf(answer).set(key, value);
  return answer;
}

/**
 * The value of `answer[key]`, a text `pack` made: the value the loader kept with it (server), or
 * the text parsed once per answer (browser, or an answer without it).
 */
export function unpack<A extends object, K extends keyof A & string>(
  answer: A,
  key: K,
): Unpacked<A[K]> {
  const values = valuesOf(answer);
  if (!values.has(key)) values.set(key, JSON.parse(answer[key] as string));
  return values.get(key) as Unpacked<A[K]>;
}
