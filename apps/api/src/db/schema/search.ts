import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export type SearchTermKind = 'word' | 'mark' | 'model';

// The vocabulary /search corrects a visitor's words against (pg_trgm), rebuilt by refreshSearchTerms():
// words of item names, and makes and models with their Russian, Latin and colloquial spellings.
export const searchTerms = pgTable(
  'search_terms',
  {
    // Lower case, ё as е: what a visitor may type.
    term: text().notNull(),
    kind: text().$type<SearchTermKind>().notNull(),
    // Make code for a mark; "make/model" codes for a model; empty for a word.
    ref: text().notNull().default(''),
    // The word full-text search receives (a make's Latin name for "бмв").
    canonical: text().notNull(),
    // The 'russian' stem of the term: "колодки" and "колодку" meet here.
    stem: text().notNull().default(''),
    freq: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.kind, t.ref] }),
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_stem_idx').on(t.stem),
    check('search_terms_kind_check', sql`${t.kind} in ('word', 'mark', 'model')`),
  ],
);

// Items per stem and deepest category, rebuilt with the vocabulary: the facets of a one-word query
// ("фильтр" matches a tenth of the catalogue) without counting the matches one by one.
export const searchStemCounts = pgTable(
  'search_stem_counts',
  {
    stem: text().notNull(),
    categoryId: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stem, t.categoryId] })],
);

export type SearchTermRow = typeof searchTerms.$inferSelect;
