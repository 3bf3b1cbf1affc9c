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

// The first string inside a parsed input that the database would refuse, with its path.
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found =
        findUnstorableText(key, [...path, key]) ?? findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
