import type { SearchToken, TokenVariantVia } from '@dealer/domain/search/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import type { SearchTermKind } from '../../schema/index.ts';
import { selectRows } from './sql.ts';
import { russianLexeme } from './stems.ts';
import { similarityOf, trigrams } from './trigrams.ts';

// What the visitor's words turned out to mean.
export type ResolvedQuery = {
  // Per word, the spellings full-text search should accept (any of them).
  words: string[][];
  // Per word, the Russian stems of those spellings; null when a spelling is several ("5w-30").
  stems: (string[] | null)[];
  // Make codes and "make/model" codes the words named.
  marks: string[];
  models: string[];
  // The query with the words read in the other keyboard layout written so ("ещнщеф" → "toyota"),
  // or null when no word was.
  corrected: string | null;
};

export type Candidate = {
  token: number;
  via: number;
  text: string;
  term: string;
  kind: SearchTermKind;
  ref: string;
  canonical: string;
  score: number;
  stems: string[];
};

const VIA_ORDER: TokenVariantVia[] = ['typed', 'layout', 'translit', 'layout-translit'];
// The spellings that switch the keyboard layout (their place in VIA_ORDER).
const LAYOUT_VIAS = new Set([VIA_ORDER.indexOf('layout'), VIA_ORDER.indexOf('layout-translit')]);
// Below this a trigram match is noise: «калодки» → «колодки» scores 0.45, unrelated words ~0.2.
const MIN_SCORE = 0.4;
// A typed spelling beats a converted one of the same score.
const VIA_PENALTY = 0.01;

// Exact term, same Russian stem, the start of a longer word (typing in progress), or a trigram
// neighbour (a typo), each variant of each word at once, the twelve best per variant. This is the
// SQL twin of `vocabularyCandidates` below (what the search runs) and its oracle in the tests. The
// four ways are four branches: as one OR the planner scanned every term and computed its
// similarity (30 ms on PostgreSQL per variant under load; the trigram index answers in 0.1 ms).
export async function candidatesSql(db: Db, tokens: readonly SearchToken[]): Promise<Candidate[]> {
  const texts: string[] = [];
  const tokenIndex: number[] = [];
  const via: number[] = [];
  tokens.forEach((token, i) => {
    for (const variant of token.variants) {
      texts.push(variant.text);
      tokenIndex.push(i);
      via.push(VIA_ORDER.indexOf(variant.via));
    }
  });
  if (texts.length === 0) return [];
  return selectRows<Candidate>(
    db,
    sql`with v as (
        select v.text, v.token, v.via,
          coalesce((select string_agg(lexeme, ' ') from unnest(to_tsvector('russian', v.text))), '') as stem
        from unnest(${sql.param(texts)}::text[], ${sql.param(tokenIndex)}::int[], ${sql.param(via)}::int[])
          as v(text, token, via)
      )
      select v.token, v.via, v.text, t.term, t.kind, t.ref, t.canonical, t.score,
        coalesce((select array_agg(distinct u.lexeme) from unnest(to_tsvector('russian', t.canonical)) u),
          '{}') as stems
      from v cross join lateral (
        select m.term, m.kind, m.ref, m.canonical,
          (case
            when bool_or(m.how = 1) then 1
            when bool_or(m.how = 2) then 0.95
            when bool_or(m.how = 3) then 0.9
            else similarity(m.term, v.text)
          end)::float8 as score, m.freq
        from (
          select t.term, t.kind, t.ref, t.canonical, t.freq, 1 as how
          from search_terms t where t.term = v.text
          union all
          select t.term, t.kind, t.ref, t.canonical, t.freq, 2
          from search_terms t where v.stem <> '' and t.stem = v.stem
          union all
          select t.term, t.kind, t.ref, t.canonical, t.freq, 3
          from search_terms t where length(v.text) >= 3 and t.term like v.text || '%'
          union all
          select t.term, t.kind, t.ref, t.canonical, t.freq, 4
          from search_terms t where t.term % v.text
        ) m
        group by m.term, m.kind, m.ref, m.canonical, m.freq
        order by score desc, m.freq desc, m.term
        limit 12
      ) t`,
  );
}

// The vocabulary (search_terms, a few thousand rows) in memory, so that resolving a word is no
// statement (decision 0071, addendum «the vocabulary in memory»): exact terms and stems by key,
// the start of a term by binary search over the terms in code order, trigram neighbours by
// counting shared trigrams over per-trigram postings. What only the database knows is read with
// the rows: each term's stem (stored), its canonical's stems, and the database's order of terms
// (its collation) for the ties.
type Term = {
  term: string;
  kind: SearchTermKind;
  ref: string;
  canonical: string;
  stem: string;
  freq: number;
  stems: string[];
};

type Vocabulary = {
  // In the database's order of term (then kind, ref): a position is the last tie-breaker.
  terms: Term[];
  exact: Map<string, number[]>;
  byStem: Map<string, number[]>;
  // Positions in code-unit order of their terms, and those terms: `like 'abc%'` by binary search.
  prefixOrder: Int32Array;
  prefixTerms: string[];
  // Per trigram the positions whose term has it; per position its count of distinct trigrams.
  grams: Map<string, Int32Array>;
  gramCount: Int32Array;
  // Each variant's candidates once found (visitors type the same words again and again), at most
  // WORDS_KEPT; they go with the vocabulary.
  seen: Map<string, { at: number; score: number }[]>;
};

const WORDS_KEPT = 5000;

// pg_trgm's `%`: similarity at least pg_trgm.similarity_threshold (left at its default).
const TRIGRAM_THRESHOLD = 0.3;
// The other ways' scores as the statement gives them: its CASE is float4 (similarity's type).
const EXACT_SCORE = 1;
const STEM_SCORE = Math.fround(0.95);
const PREFIX_SCORE = Math.fround(0.9);
const PREFIX_FROM = 3;
const PER_VARIANT = 12;

// A canonical's stems depend on its text alone: read once per database and kept for good (at most
// CANONICALS_KEPT), so reloading the vocabulary is a plain read of its rows (to_tsvector over
// 2,300 canonicals took 140 ms of PGlite's thread).
const CANONICALS_KEPT = 50_000;
const canonicalStems = new WeakMap<Db, Map<string, string[]>>();

async function stemsOf(db: Db, canonicals: Iterable<string>): Promise<Map<string, string[]>> {
  let known = canonicalStems.get(db);
  if (!known) canonicalStems.set(db, (known = new Map()));
  const missing = [...new Set(canonicals)].filter((c) => !known.has(c));
  if (missing.length > 0) {
    const rows = await selectRows<{ canonical: string; stems: string[] }>(
      db,
      sql`select c as canonical,
          coalesce((select array_agg(distinct u.lexeme) from unnest(to_tsvector('russian', c)) u), '{}') as stems
        from unnest(${sql.param(missing)}::text[]) as c`,
    );
    if (known.size + rows.length > CANONICALS_KEPT) known.clear();
    for (const row of rows) known.set(row.canonical, row.stems);
  }
  return known;
}

// What the kept vocabulary was read from: when it differs, the vocabulary is read again.
async function signatureOf(db: Db): Promise<string> {
  const [row] = await selectRows<{ signature: string }>(
    db,
    sql`select count(*) || ' ' || coalesce(sum(hashtext(term || ' ' || kind || ' ' || ref || ' ' ||
        canonical || ' ' || stem || ' ' || freq)), 0) as signature
      from search_terms`,
  );
  return row?.signature ?? '';
}

async function loadVocabulary(db: Db): Promise<{ vocabulary: Vocabulary; signature: string }> {
  const signature = await signatureOf(db);
  const rows = await selectRows<Omit<Term, 'stems'>>(
    db,
    sql`select term, kind, ref, canonical, stem, freq from search_terms order by term, kind, ref`,
  );
  const stems = await stemsOf(
    db,
    rows.map((r) => r.canonical),
  );
  const terms: Term[] = rows.map((r) => ({ ...r, stems: stems.get(r.canonical) ?? [] }));
  return { vocabulary: vocabularyFrom(terms), signature };
}

function vocabularyFrom(terms: Term[]): Vocabulary {
  const exact = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  const gramLists = new Map<string, number[]>();
  const gramCount = new Int32Array(terms.length);
  const push = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  terms.forEach((t, at) => {
    push(exact, t.term, at);
    if (t.stem !== '') push(byStem, t.stem, at);
    const own = trigrams(t.term);
    gramCount[at] = own.length;
    for (const gram of own) push(gramLists, gram, at);
  });
  const order = terms.map((_, at) => at);
  order.sort((a, b) =>
    terms[a]!.term < terms[b]!.term ? -1 : terms[a]!.term > terms[b]!.term ? 1 : a - b,
  );
  const grams = new Map<string, Int32Array>();
  for (const [gram, list] of gramLists) grams.set(gram, Int32Array.from(list));
  return {
    terms,
    exact,
    byStem,
    prefixOrder: Int32Array.from(order),
    prefixTerms: order.map((at) => terms[at]!.term),
    grams,
    gramCount,
    seen: new Map(),
  };
}

// The first position in `sorted` whose string is not below `text`.
function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// One variant's candidates, found once per vocabulary.
function variantCandidates(v: Vocabulary, text: string): { at: number; score: number }[] {
  let found = v.seen.get(text);
  if (!found) {
    found = lookUp(v, text);
    if (v.seen.size >= WORDS_KEPT) v.seen.delete(v.seen.keys().next().value!);
    v.seen.set(text, found);
  }
  return found;
}

// One variant's candidates, as `candidatesSql` finds them: each term scored by the first way that
// found it (exact 1, stem 0.95, start 0.9, else its similarity), best first, ties by frequency
// (more first) and then the database's order of terms.
function lookUp(v: Vocabulary, text: string): { at: number; score: number }[] {
  const score = new Map<number, number>();
  const found = (at: number, s: number) => {
    if (!score.has(at)) score.set(at, s);
  };
  for (const at of v.exact.get(text) ?? []) found(at, EXACT_SCORE);
  const stem = russianLexeme(text);
  if (stem !== '') for (const at of v.byStem.get(stem) ?? []) found(at, STEM_SCORE);
  if (text.length >= PREFIX_FROM) {
    for (let i = lowerBound(v.prefixTerms, text); i < v.prefixTerms.length; i += 1) {
      if (!v.prefixTerms[i]!.startsWith(text)) break;
      found(v.prefixOrder[i]!, PREFIX_SCORE);
    }
  }
  const own = trigrams(text);
  const shared = new Int32Array(v.terms.length);
  const touched: number[] = [];
  for (const gram of own) {
    const list = v.grams.get(gram);
    if (!list) continue;
    for (const at of list) {
      if (shared[at] === 0) touched.push(at);
      shared[at] = shared[at]! + 1;
    }
  }
  for (const at of touched) {
    const s = similarityOf(shared[at]!, v.gramCount[at]!, own.length);
    if (s >= TRIGRAM_THRESHOLD) found(at, s);
  }
  return [...score]
    .map(([at, s]) => ({ at, score: s }))
    .sort((a, b) => b.score - a.score || v.terms[b.at]!.freq - v.terms[a.at]!.freq || a.at - b.at)
    .slice(0, PER_VARIANT);
}

function vocabularyCandidates(v: Vocabulary, tokens: readonly SearchToken[]): Candidate[] {
  return tokens.flatMap((token, i) =>
    token.variants.flatMap((variant) =>
      variantCandidates(v, variant.text).map(({ at, score }) => {
        const t = v.terms[at]!;
        return {
          token: i,
          via: VIA_ORDER.indexOf(variant.via),
          text: variant.text,
          term: t.term,
          kind: t.kind,
          ref: t.ref,
          canonical: t.canonical,
          score,
          stems: t.stems,
        };
      }),
    ),
  );
}

// The vocabulary is kept per database and per state of what it was built from (the store index's
// version; refreshSearchTerms, its only writer, runs with the items' load, and drops it on its own
// database): a new state reads it anew (that search waits). For a writer that moves no version,
// every minute a search checks in the background that the rows' signature (one aggregate
// statement, a few ms on PGlite) is unchanged, and reads them again if not; the kept vocabulary
// answers meanwhile.
const CHECK_MS = 60_000;
type Kept = {
  state: unknown;
  checkedAt: number;
  checking: boolean;
  loaded: Promise<{ vocabulary: Vocabulary; signature: string }>;
};
const kept = new WeakMap<Db, Kept>();

async function vocabularyOf(db: Db, state: unknown): Promise<Vocabulary> {
  const memo = kept.get(db);
  if (!memo || memo.state !== state) {
    const fresh: Kept = {
      state,
      checkedAt: Date.now(),
      checking: false,
      loaded: loadVocabulary(db),
    };
    kept.set(db, fresh);
    fresh.loaded.catch(() => {
      if (kept.get(db) === fresh) kept.delete(db);
    });
    return (await fresh.loaded).vocabulary;
  }
  if (!memo.checking && Date.now() - memo.checkedAt > CHECK_MS) {
    memo.checking = true;
    void recheck(db, memo);
  }
  return (await memo.loaded).vocabulary;
}

async function recheck(db: Db, memo: Kept): Promise<void> {
  try {
    const { signature } = await memo.loaded;
    if ((await signatureOf(db)) !== signature) {
      const loaded = await loadVocabulary(db);
      if (kept.get(db) === memo) memo.loaded = Promise.resolve(loaded);
    }
  } catch {
    // The kept vocabulary stays; the next check tries again.
  } finally {
    memo.checkedAt = Date.now();
    memo.checking = false;
  }
}

// Each variant's candidates from the kept vocabulary: what `candidatesSql` answers, no statement.
export async function memoryCandidates(
  db: Db,
  tokens: readonly SearchToken[],
  state: unknown = null,
): Promise<Candidate[]> {
  return vocabularyCandidates(await vocabularyOf(db, state), tokens);
}

// Forget the kept vocabulary (after it is rebuilt).
export function forgetVocabulary(db: Db): void {
  kept.delete(db);
}

// The best meaning of every word; words that mean nothing known are left out. `state` is what the
// vocabulary was built from (the store index's version): when it moves, the kept words go.
export async function resolveTokens(
  db: Db,
  tokens: readonly SearchToken[],
  state: unknown = null,
): Promise<ResolvedQuery> {
  const found = await memoryCandidates(db, tokens, state);
  const words: string[][] = [];
  const stems: (string[] | null)[] = [];
  const marks = new Set<string>();
  const models = new Set<string>();
  const read: string[] = [];
  let switched = false;
  tokens.forEach((token, i) => {
    const own = found
      .filter((c) => c.token === i)
      .map((c) => ({ ...c, rank: c.score - c.via * VIA_PENALTY }));
    const best = Math.max(...own.map((c) => c.rank));
    const winner = own.find((c) => c.rank === best);
    const layout = winner !== undefined && best >= MIN_SCORE && LAYOUT_VIAS.has(winner.via);
    if (layout) switched = true;
    read.push(layout ? winner.text : token.typed);
    if (!(best >= MIN_SCORE)) return;
    const chosen = own.filter((c) => c.rank >= best - 1e-9);
    const spellings = new Set<string>();
    const wordStems = new Set<string>();
    let oneStemEach = true;
    for (const c of chosen) {
      if (c.stems.length > 1) oneStemEach = false;
      for (const stem of c.stems) wordStems.add(stem);
      // A word still being typed ("колод") stands for its completions (колодка, колодки, колодок).
      spellings.add(c.canonical);
      if (c.kind === 'mark') marks.add(c.ref);
      if (c.kind === 'model') models.add(c.ref);
    }
    words.push([...spellings]);
    stems.push(oneStemEach ? [...wordStems] : null);
  });
  return {
    words,
    stems,
    marks: [...marks],
    models: [...models],
    corrected: switched ? read.join(' ') : null,
  };
}

// The words as to_tsquery reads them: per word its spellings (any of them), per spelling its parts
// (all of them); a word whose spellings all come to nothing is left out. A hyphenated part goes in
// whole, so the parser reads it as it read the names ("5w-30" is the phrase 5w <-> -30).
export function queryWords(words: readonly string[][]): string[][][] {
  return words
    .map((spellings) =>
      spellings.flatMap((spelling) => {
        const parts = spelling
          .toLowerCase()
          .split(/\s+/)
          .map((w) =>
            w
              .replace(/[^0-9a-zа-яё-]/g, '')
              .replace(/-+/g, '-')
              .replace(/^-|-$/g, ''),
          )
          .filter((w) => /[0-9a-zа-яё]/.test(w));
        return parts.length === 0 ? [] : [parts];
      }),
    )
    .filter((alternatives) => alternatives.length > 0);
}

// to_tsquery text: words joined by &, spellings of one word by |, parts of a spelling by &. No
// prefixes: "масло" must not find «масляный», and a word being typed stands for its completions.
export function toTsQuery(words: readonly string[][]): string {
  return queryWords(words)
    .map((alternatives) => `(${alternatives.map((parts) => `(${parts.join(' & ')})`).join(' | ')})`)
    .join(' & ');
}
