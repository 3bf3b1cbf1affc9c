import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { queryWords } from './resolve.ts';
import { selectRows } from './sql.ts';

/**
 * How to_tsquery('russian', part) reads one part of a spelling: its lexemes in order, each at its
 * distance from the first ("mercedes-benz" → mercedes-benz, merced, benz at 0, 1, 2: the phrase
 * 'mercedes-benz' <-> 'merced' <-> 'benz'; a stop word inside widens the gap as <2> does). The
 * parser and dictionaries are the ones that built the search vectors, so the database reads it.
 */
export type Phrase = { lexemes: string[]; offsets: number[] };

// A part to_tsquery reads otherwise than as one phrase (stop words only: dropped from the query;
// two lexemes at one place: alternatives) has no phrase, and its query goes to SQL.
type Read = Phrase | null;

// A part's phrase depends on its text and the text search configuration alone, so it is kept for
// good, at most PARTS_KEPT parts; the first call reads the parts of the whole vocabulary's
// spellings (search_terms.canonical), so a word seen for the first time needs no statement here.
const PARTS_KEPT = 50_000;
const kept = new WeakMap<Db, Map<string, Read>>();
const preloading = new WeakMap<Db, Promise<void>>();

async function readParts(db: Db, parts: readonly string[], into: Map<string, Read>) {
  if (parts.length === 0) return;
  const rows = await selectRows<{ part: string; lexeme: string; place: number }>(
    db,
    sql`select p.part, u.lexeme, pos::int as place
      from unnest(${sql.param(parts)}::text[]) as p(part)
        cross join lateral unnest(to_tsvector('russian', p.part)) u
        cross join lateral unnest(u.positions) pos`,
  );
  const places = new Map<string, { lexeme: string; place: number }[]>();
  for (const row of rows) places.set(row.part, [...(places.get(row.part) ?? []), row]);
  for (const part of parts) {
    if (into.size >= PARTS_KEPT) into.clear();
    const found = (places.get(part) ?? []).sort((a, b) => a.place - b.place);
    const oneEach = found.every((f, i) => i === 0 || f.place !== found[i - 1]!.place);
    into.set(
      part,
      found.length > 0 && oneEach
        ? {
            lexemes: found.map((f) => f.lexeme),
            offsets: found.map((f) => f.place - found[0]!.place),
          }
        : null,
    );
  }
}

function preload(db: Db, into: Map<string, Read>): Promise<void> {
  let done = preloading.get(db);
  if (!done) {
    done = selectRows<{ canonical: string }>(db, sql`select distinct canonical from search_terms`)
      .then((rows) => {
        const parts = new Set(queryWords(rows.map((r) => [r.canonical])).flat(2));
        return readParts(db, [...parts], into);
      })
      .catch(() => {
        // The vocabulary unread, parts are read as they come.
      });
    preloading.set(db, done);
  }
  return done;
}

// The phrase of each part (null: only SQL reads that part as to_tsquery does).
export async function phrasesOf(db: Db, parts: readonly string[]): Promise<Map<string, Read>> {
  if (parts.length === 0) return new Map();
  let known = kept.get(db);
  if (!known) kept.set(db, (known = new Map()));
  await preload(db, known);
  const missing = [...new Set(parts)].filter((part) => !known.has(part));
  await readParts(db, missing, known);
  return new Map(parts.map((part) => [part, known.get(part) ?? null]));
}

/**
 * The resolved words as the in-memory index matches them (per word its spellings, per spelling its
 * parts as phrases), or null when some part only SQL reads as to_tsquery does; [] for no words.
 */
export async function indexQuery(
  db: Db,
  resolvedWords: readonly string[][],
): Promise<Phrase[][][] | null> {
  const words = queryWords(resolvedWords);
  const phrases = await phrasesOf(db, words.flat(2));
  const read = words.map((spellings) =>
    spellings.map((parts) => parts.map((part) => phrases.get(part) ?? null)),
  );
  const whole = read.every((s) => s.every((parts) => parts.every((p) => p !== null)));
  return whole ? (read as Phrase[][][]) : null;
}
