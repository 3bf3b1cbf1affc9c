// Text PostgreSQL cannot store: NUL (refused in text and jsonb) and UTF-16 surrogates without
// their pair (jsonb refuses the \ud800 escape JSON.stringify writes for them).
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const unstorableTextMessage = 'Недопустимые символы в тексте';

// Free text keeps what the visitor meant: NUL dropped, a broken character shown as «�».
export function cleanText(value: string): string {
  return value.replace(NUL, '').replace(LONE_SURROGATE, '\ufffd');
}

export function isStorableText(value: string): boolean {
  NUL.lastIndex = 0;
  LONE_SURROGATE.lastIndex = 0;
  return !NUL.test(value) && !LONE_SURROGATE.test(value);
}

/** How deep a request's input may nest: a form or a filter needs a handful of levels. */
export const MAX_INPUT_DEPTH = 32;

export const tooDeepMessage = 'Слишком глубокая вложенность данных';

/**
 * Whether a parsed input nests arrays and objects deeper than `max` levels. Walked with a list of
 * its own, not the call stack: a body of thousands of levels is answered, never a stack overflow.
 */
export function nestsDeeperThan(value: unknown, max: number = MAX_INPUT_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** A step of the walk: the value, the key it sits under and its parent's step (the path). */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

function pathOf(step: Step, prefix: string[]): string[] {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.key != null; at = at.parent) keys.push(at.key);
  return [...prefix, ...keys.reverse()];
}

/**
 * The first string inside a parsed input that the database would refuse, with its path (keys
 * included, depth first as written). Walked without recursion, like nestsDeeperThan.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const item = step.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(step, path);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const isArray = Array.isArray(item);
    const entries = Object.entries(item);
    // Reversed onto the list, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, key, parent: step });
      // An object's key is text too, looked at before its value.
      if (!isArray) pending.push({ value: key, key, parent: step });
    }
  }
  return null;
}
