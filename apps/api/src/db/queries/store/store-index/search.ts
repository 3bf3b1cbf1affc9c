import type { StoreKind } from '@dealer/contract';
import { kindFlag, type Positions, type StoreIndex } from './load.ts';

// A phrase as phrases.ts reads it: lexemes at fixed distances from the first.
export type IndexPhrase = { lexemes: readonly string[]; offsets: readonly number[] };

const NO_ROWS = new Int32Array(0);

// Where `p` is in ascending `rows` at or after `from`, or -1.
function find(rows: Int32Array, p: number, from = 0): number {
  let lo = from;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  return rows[lo] === p ? lo : -1;
}

// Whether some place of the first lexeme has every other lexeme at its offset from it (the row's
// entries are at[i] in each lexeme's postings).
function holdsPhrase(places: readonly Positions[], offsets: readonly number[], at: Int32Array) {
  const first = places[0]!;
  for (let a = first.starts[at[0]!]!; a < first.starts[at[0]! + 1]!; a += 1) {
    const start = first.at[a]!;
    let all = true;
    for (let i = 1; i < places.length && all; i += 1) {
      const own = places[i]!;
      const want = start + offsets[i]!;
      all = false;
      for (let b = own.starts[at[i]!]!; b < own.starts[at[i]! + 1]! && !all; b += 1) {
        all = own.at[b] === want;
      }
    }
    if (all) return true;
  }
  return false;
}

/**
 * The rows holding a phrase as `search_vector @@ (a <-> b <2> c)` finds them: every lexeme at its
 * distance from a place of the first. Candidates come from the rarest lexeme's postings.
 */
export function phraseRows(index: StoreIndex, phrase: IndexPhrase): Int32Array {
  const { lexemes, offsets } = phrase;
  const lists = lexemes.map((lexeme) => index.postings.get(lexeme));
  if (lists.some((list) => !list)) return NO_ROWS;
  const rows = lists as Int32Array[];
  if (lexemes.length === 1) return rows[0]!;
  const places = lexemes.map((lexeme) => index.positions.get(lexeme)!);
  let rarest = 0;
  rows.forEach((list, i) => {
    if (list.length < rows[rarest]!.length) rarest = i;
  });
  const found: number[] = [];
  // at[i]: where row p is in lexeme i's postings. Candidates come in ascending order, so each
  // search starts where the last one ended; the places are read in place (no copies per row).
  const at = new Int32Array(lexemes.length);
  const from = new Int32Array(lexemes.length);
  for (const p of rows[rarest]!) {
    let holdsAll = true;
    for (let i = 0; i < rows.length && holdsAll; i += 1) {
      at[i] = find(rows[i]!, p, from[i]);
      holdsAll = at[i]! >= 0;
      if (holdsAll) from[i] = at[i]! + 1;
    }
    if (!holdsAll) continue;
    if (holdsPhrase(places, offsets, at)) found.push(p);
  }
  return Int32Array.from(found);
}

/**
 * The rows `search_vector @@ to_tsquery(...)` matches for words given as to_tsquery reads them
 * (resolve.ts queryWords, each part a phrase): every word, by any of its spellings, a spelling by all
 * of its parts. Ascending positions, so in the order of search hits (popularity, then id).
 */
export function matchRows(
  index: StoreIndex,
  words: readonly (readonly (readonly IndexPhrase[])[])[],
): Int32Array {
  if (words.length === 0) return NO_ROWS;
  // seen[p] = how many words row p has met so far; a word's spellings count it once.
  const seen = new Uint16Array(index.size);
  // have[p] = how many parts of the current spelling row p holds (spellings of several parts).
  const have = new Uint16Array(index.size);
  const matched: number[] = [];
  words.forEach((spellings, w) => {
    const last = w === words.length - 1;
    const meet = (p: number) => {
      if (seen[p] !== w) return;
      seen[p] = w + 1;
      if (last) matched.push(p);
    };
    for (const parts of spellings) {
      if (parts.length === 1) {
        for (const p of phraseRows(index, parts[0]!)) meet(p);
        continue;
      }
      const touched: number[] = [];
      parts.forEach((part, k) => {
        for (const p of phraseRows(index, part)) {
          if (have[p] !== k) continue;
          have[p] = k + 1;
          if (k === 0) touched.push(p);
          if (k === parts.length - 1) meet(p);
        }
      });
      for (const p of touched) have[p] = 0;
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

// Rows of one page of one section's matches (in the order of `rows`), optionally narrowed to some categories.
export function hitRows(
  index: StoreIndex,
  rows: Int32Array,
  request: { kind: StoreKind; offset: number; limit: number; leafIds: readonly number[] | null },
): number[] {
  const kind = kindFlag(request.kind);
  const leaves = request.leafIds ? new Set(request.leafIds) : null;
  const page: number[] = [];
  let skipped = 0;
  for (const p of rows) {
    if (index.parts[p] !== kind || (leaves && !leaves.has(index.category[p]!))) continue;
    if (skipped < request.offset) skipped += 1;
    else if (page.length < request.limit) page.push(p);
    else break;
  }
  return page;
}

// Ids of one page of one section's matches.
export function hitIds(
  index: StoreIndex,
  rows: Int32Array,
  request: { kind: StoreKind; offset: number; limit: number; leafIds: readonly number[] | null },
): number[] {
  return hitRows(index, rows, request).map((p) => index.ids[p]!);
}
