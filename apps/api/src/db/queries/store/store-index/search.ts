import type { StoreKind } from '@dealer/contract';
import { kindFlag, type StoreIndex } from './load.ts';

/**
 * The rows holding, for every word, one of its lexemes: what `search_vector @@ to_tsquery(...)`
 * matches when each spelling of each word is one lexeme (ResolvedQuery.stems without nulls).
 * Ascending positions, so in the order of search hits (popularity, then id).
 */
export function matchRows(index: StoreIndex, words: readonly (readonly string[])[]): Int32Array {
  if (words.length === 0) return new Int32Array(0);
  // seen[p] = how many words row p has met so far; a word's lexemes count it once.
  const seen = new Uint16Array(index.size);
  const matched: number[] = [];
  words.forEach((lexemes, w) => {
    const last = w === words.length - 1;
    for (const lexeme of lexemes) {
      for (const p of index.postings.get(lexeme) ?? []) {
        if (seen[p] !== w) continue;
        seen[p] = w + 1;
        if (last) matched.push(p);
      }
    }
  });
  return Int32Array.from(matched).sort();
}

// The first place in code order not before `code`.
function lowerBound(codes: readonly string[], code: string): number {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The rows of a normalised part code, as items.ts matchSql finds them: a code of six characters or
 * more also as the start of longer ones. Whole matches first, each part in the popular order.
 */
export function codeRows(index: StoreIndex, code: string, prefixFrom: number): Int32Array {
  const whole: number[] = [];
  const longer: number[] = [];
  for (let at = lowerBound(index.codes, code); at < index.codes.length; at += 1) {
    const found = index.codes[at]!;
    if (found === code) whole.push(index.codeRows[at]!);
    else if (code.length >= prefixFrom && found.startsWith(code)) longer.push(index.codeRows[at]!);
    else break;
  }
  return Int32Array.from([...whole.sort((a, b) => a - b), ...longer.sort((a, b) => a - b)]);
}

// Matches per deepest category: the shape facets.ts itemFacetCounts answers.
export function countPerLeaf(index: StoreIndex, rows: Int32Array): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of rows) {
    const leaf = index.category[p]!;
    counts.set(leaf, (counts.get(leaf) ?? 0) + 1);
  }
  return counts;
}

// Ids of one page of one section's matches (in the order of `rows`), optionally narrowed to some categories.
export function hitIds(
  index: StoreIndex,
  rows: Int32Array,
  request: { kind: StoreKind; offset: number; limit: number; leafIds: readonly number[] | null },
): number[] {
  const kind = kindFlag(request.kind);
  const leaves = request.leafIds ? new Set(request.leafIds) : null;
  const ids: number[] = [];
  let skipped = 0;
  for (const p of rows) {
    if (index.parts[p] !== kind || (leaves && !leaves.has(index.category[p]!))) continue;
    if (skipped < request.offset) skipped += 1;
    else if (ids.length < request.limit) ids.push(index.ids[p]!);
    else break;
  }
  return ids;
}
