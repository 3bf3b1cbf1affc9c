import type { SearchToken, TokenVariantVia } from '@dealer/domain/search/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import type { SearchTermKind } from '../../schema/index.ts';
import { selectRows } from './sql.ts';

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

type Candidate = {
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
// neighbour (a typo): each variant of each word is looked up at once, with pg_trgm's indexes. The
// four ways are four branches: as one OR the planner scanned every term and computed its
// similarity (30 ms on PostgreSQL per variant under load; the trigram index answers in 0.1 ms).
async function candidates(db: Db, tokens: readonly SearchToken[]): Promise<Candidate[]> {
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

// A word's candidates depend on its spellings and the vocabulary alone, and visitors type the same
// words again and again (makes, models, part names): they are kept per word for a minute, at most
// WORDS_KEPT words, and dropped with the vocabulary's state (decision 0071).
const KEEP_MS = 60_000;
const WORDS_KEPT = 5000;
const kept = new WeakMap<Db, { at: number; state: unknown; words: Map<string, Candidate[]> }>();

async function keptCandidates(
  db: Db,
  tokens: readonly SearchToken[],
  state: unknown,
): Promise<Candidate[]> {
  let memo = kept.get(db);
  if (!memo || memo.state !== state || Date.now() - memo.at > KEEP_MS) {
    memo = { at: Date.now(), state, words: new Map() };
    kept.set(db, memo);
  }
  const words = memo.words;
  const keys = tokens.map((token) => JSON.stringify(token.variants));
  const missing = tokens.filter((_, i) => !words.has(keys[i]!));
  if (missing.length > 0) {
    const found = await candidates(db, missing);
    missing.forEach((token, i) => {
      if (words.size >= WORDS_KEPT) words.delete(words.keys().next().value!);
      words.set(
        JSON.stringify(token.variants),
        found.filter((c) => c.token === i),
      );
    });
  }
  return keys.flatMap((key, i) => (words.get(key) ?? []).map((c) => ({ ...c, token: i })));
}

// Forget the kept words (after the vocabulary is rebuilt).
export function forgetKeptWords(db: Db): void {
  kept.delete(db);
}

// The best meaning of every word; words that mean nothing known are left out. `state` is what the
// vocabulary was built from (the store index's version): when it moves, the kept words go.
export async function resolveTokens(
  db: Db,
  tokens: readonly SearchToken[],
  state: unknown = null,
): Promise<ResolvedQuery> {
  const found = await keptCandidates(db, tokens, state);
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
