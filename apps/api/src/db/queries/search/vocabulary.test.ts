import { cleanWord, searchTokens, switchLayout } from '@dealer/domain/search/index';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestDb, type TestDb } from '../../../../test/seeded-db.ts';
import { seedStore } from '../../../../seed/store/index.ts';
import { seedCatalogueSnapshot } from '../../../../test/seeded-app.ts';
import type { Db } from '../../client.ts';
import { candidatesSql, memoryCandidates, type Candidate } from './resolve.ts';
import { selectRows } from './sql.ts';
import { russianLexeme } from './stems.ts';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS } from './stop-words.ts';
import { similarity } from './trigrams.ts';

// The seeded makes and models with a smaller store: item names come from the same templates, so
// the vocabulary is the demo's (2,324 terms at 52,000 items).
const seedVocabulary = async (db: Db) => {
  await seedCatalogueSnapshot(db);
  await db.transaction((tx) => seedStore(tx, { parts: 4000, accessories: 1200 }));
};

type Engine = { name: string; engine: 'pglite' | 'postgres'; runs: number };
// PGlite runs SQL in WebAssembly on this thread, so it gets fewer draws than the server.
const engines: Engine[] = [
  { name: 'PGlite', engine: 'pglite', runs: 40 },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', engine: 'postgres', runs: 100 } as const]
    : []),
];

const RUSSIAN = 'абвгдежзийклмнопрстуфхцчшщъыьэюя'.split('');
const LATIN = 'abcdefghijklmnopqrstuvwxyz'.split('');
const DIGITS = '0123456789'.split('');
// Endings that make the stemmers' rules fire (cases, verb forms, participles, -ness, -ational…).
const ENDINGS = [
  ...['ами', 'ями', 'ость', 'ение', 'ировать', 'ующий', 'ившись', 'ого', 'ему', 'ых', 'ов'],
  ...['ей', 'ий', 'ый', 'ая', 'ие', 'ться', 'лся', 'ла', 'ешь', 'ует', 'ую', 'ейш', 'ия', 'нн'],
  ...['ational', 'ization', 'fulness', 'ing', 'ed', 'ly', 'ies', 'sses', 'us', 'eed', 'ement'],
  ...['ance', 'ible', 'iti', 'logi', 'y', 'e', 'ate', 'ous', 'er', 'al', 'ness', 's', ''],
];

const letters = (units: string[], max = 8) =>
  fc.string({ unit: fc.constantFrom(...units), minLength: 1, maxLength: max });
// A word as cleanWord leaves it: Russian, Latin, mixed, with digits, with a productive ending.
const drawnWord = fc.oneof(
  fc.tuple(letters(RUSSIAN), fc.constantFrom(...ENDINGS)).map(([a, b]) => cleanWord(a + b)),
  fc.tuple(letters(LATIN), fc.constantFrom(...ENDINGS)).map(([a, b]) => cleanWord(a + b)),
  letters([...RUSSIAN, ...LATIN]),
  letters([...LATIN, ...DIGITS], 6),
  letters([...RUSSIAN, ...DIGITS], 6),
  letters(DIGITS, 5),
  // Numbers in scientific notation, alone or run into a word («4e1a»: two tokens).
  fc
    .tuple(
      letters(DIGITS, 3),
      letters(DIGITS, 2),
      fc.constantFrom('', ...ENDINGS),
      letters([...LATIN, ...DIGITS], 3),
    )
    .map(([a, b, c, d]) => `${a}e${b}${c}${d}`),
);

// A word a visitor may type for a term: the term, its start, a typo, another keyboard layout.
const typedFor = (terms: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...terms),
      fc.constantFrom('same', 'start', 'drop', 'swap', 'change', 'add', 'layout'),
      fc.nat(),
      fc.constantFrom(...RUSSIAN, ...LATIN, ...DIGITS),
    )
    .map(([term, how, n, letter]) => {
      const at = term.length === 0 ? 0 : n % term.length;
      const word =
        how === 'start'
          ? term.slice(0, Math.max(1, at))
          : how === 'drop'
            ? term.slice(0, at) + term.slice(at + 1)
            : how === 'swap'
              ? term.slice(0, at) + (term[at + 1] ?? '') + (term[at] ?? '') + term.slice(at + 2)
              : how === 'change'
                ? term.slice(0, at) + letter + term.slice(at + 1)
                : how === 'add'
                  ? term.slice(0, at) + letter + term.slice(at)
                  : (switchLayout(term) ?? term);
      return cleanWord(word) || term;
    });

// What to_tsvector('russian', …) makes of each word, as the lookup statement reads it.
async function sqlLexemes(db: Db, words: readonly string[]): Promise<Map<string, string>> {
  const rows = await selectRows<{ w: string; s: string }>(
    db,
    sql`select w, coalesce((select string_agg(lexeme, ' ') from unnest(to_tsvector('russian', w))), '') as s
      from unnest(${sql.param([...words])}::text[]) as w`,
  );
  return new Map(rows.map((r) => [r.w, r.s]));
}

// Candidates of one variant in a comparable form: the order of (term, score) is the statement's
// (`order by score desc, freq desc, term`); rows of one term with the same score and frequency
// (models «300» of three makes) come in no defined order, so each such group is compared as a set,
// except the last one, which the limit of twelve may cut anywhere.
function comparable(list: readonly Candidate[]) {
  const byVariant = new Map<string, Candidate[]>();
  for (const c of list) {
    const key = `${c.token}|${c.via}|${c.text}`;
    byVariant.set(key, [...(byVariant.get(key) ?? []), c]);
  }
  return [...byVariant].map(([variant, rows]) => {
    const order = rows.map((c) => `${c.term} ${c.score}`);
    const last = order.at(-1);
    const groups = new Map<string, string[]>();
    for (const c of rows) {
      const key = `${c.term} ${c.score}`;
      if (key === last) continue;
      const row = `${c.kind} ${c.ref} ${c.canonical} [${[...c.stems].sort().join(',')}]`;
      groups.set(key, [...(groups.get(key) ?? []), row].sort());
    }
    return { variant, order, groups: [...groups].sort() };
  });
}

describe.each(engines)('the vocabulary in memory against $name', ({ engine, runs }) => {
  let testDb: TestDb;
  let db: Db;
  let terms: string[];
  let nameWords: string[];
  beforeAll(async () => {
    testDb = await createSeededTestDb('search-vocabulary-demo', seedVocabulary, engine);
    db = testDb.client.db;
    const rows = await selectRows<{ term: string }>(
      db,
      sql`select distinct term from search_terms order by 1`,
    );
    terms = rows.map((r) => r.term);
    const [count] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from search_terms`,
    );
    console.log(`vocabulary: ${count?.n} terms, ${terms.length} distinct`);
    const words = await selectRows<{ word: string }>(
      db,
      sql`select word from ts_stat($$select to_tsvector('simple', name || ' ' || keywords) from store_items$$)`,
    );
    nameWords = [...new Set(words.map((r) => cleanWord(r.word)).filter((w) => w !== ''))];
  }, 600_000);
  afterAll(async () => testDb?.close());

  it('stems every term of the vocabulary and every word of the names as to_tsvector does', async () => {
    const words = [...new Set([...terms, ...nameWords])];
    expect(terms.length).toBeGreaterThan(1000);
    const theirs = await sqlLexemes(db, words);
    expect(words.map((w) => [w, russianLexeme(w)])).toEqual(words.map((w) => [w, theirs.get(w)]));
    // Not a copy of the word: most Russian words lose an ending, and stop words vanish.
    expect(words.filter((w) => russianLexeme(w) !== w).length).toBeGreaterThan(200);
  });

  it('drops the stop words of both dictionaries as the database does', async () => {
    const stop = [...RUSSIAN_STOP_WORDS, ...ENGLISH_STOP_WORDS].map(cleanWord);
    const theirs = await sqlLexemes(db, stop);
    expect(stop.filter((w) => theirs.get(w) !== '' || russianLexeme(w) !== '')).toEqual([]);
  });

  it('stems drawn words as to_tsvector does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drawnWord, { minLength: 20, maxLength: 200 }), async (words) => {
        const theirs = await sqlLexemes(db, words);
        expect(words.map((w) => [w, russianLexeme(w)])).toEqual(
          words.map((w) => [w, theirs.get(w)]),
        );
      }),
      { numRuns: runs },
    );
  });

  it("computes pg_trgm's similarity and % for drawn pairs of words", async () => {
    const word = fc.oneof(typedFor(terms), drawnWord, fc.constantFrom(...terms));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(word, word), { minLength: 20, maxLength: 200 }),
        async (pairs) => {
          const rows = await selectRows<{ a: string; b: string; s: number; near: boolean }>(
            db,
            sql`select a, b, similarity(a, b)::float8 as s, a % b as near
            from unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[])
              as p(a, b)`,
          );
          expect(pairs.map(([a, b]) => [a, b, similarity(a, b), similarity(a, b) >= 0.3])).toEqual(
            rows.map((r) => [r.a, r.b, Number(r.s), r.near]),
          );
        },
      ),
      { numRuns: runs },
    );
  });

  it('finds the candidates of typed, cut, misspelt and switched words as the statement does', async () => {
    const all = { translit: true, layout: true, layoutTranslit: true };
    const query = fc
      .array(fc.oneof(typedFor(terms), fc.constantFrom(...nameWords), drawnWord), {
        minLength: 1,
        maxLength: 3,
      })
      .map((words) => words.join(' '));
    let found = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const tokens = searchTokens(q, all);
        const [theirs, mine] = await Promise.all([
          candidatesSql(db, tokens),
          memoryCandidates(db, tokens, 'drawn'),
        ]);
        found += theirs.length;
        expect(comparable(mine)).toEqual(comparable(theirs));
      }),
      { numRuns: runs * 5 },
    );
    expect(found).toBeGreaterThan(runs * 5);
  });

  it('reads the rows again when they change without a new state, after the minute', async () => {
    const all = { translit: true, layout: true, layoutTranslit: true };
    const read = async () =>
      (await memoryCandidates(db, searchTokens('qwzzyx', all), 'unmoved')).map((c) => c.term);
    expect(await read()).not.toContain('qwzzyx');
    await db.execute(
      sql`insert into search_terms (term, kind, ref, canonical, stem) values ('qwzzyx', 'word', '', 'qwzzyx', 'qwzzyx')`,
    );
    try {
      // Within the minute the kept vocabulary answers; after it, a search starts the check in the
      // background and still gets the kept one, and a later search gets the rows read again.
      expect(await read()).not.toContain('qwzzyx');
      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockImplementation(() => now + 61_000);
      try {
        expect(await read()).not.toContain('qwzzyx');
        await vi.waitFor(async () => expect(await read()).toContain('qwzzyx'), {
          timeout: 10_000,
          interval: 20,
        });
      } finally {
        later.mockRestore();
      }
    } finally {
      await db.execute(sql`delete from search_terms where term = 'qwzzyx'`);
    }
  });
});
