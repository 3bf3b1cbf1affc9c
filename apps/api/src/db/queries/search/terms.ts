import { cleanWord, latinToCyrillic, makeSpellings } from '@dealer/domain/search/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import type { SearchTermKind } from '../../schema/index.ts';
import { forgetVocabulary } from './resolve.ts';
import { selectRows } from './sql.ts';

type TermRow = { term: string; kind: SearchTermKind; ref: string; canonical: string };

// Words of a name worth a term of their own ("land cruiser prado" → land, cruiser, prado and the whole).
function spellingsOf(...names: string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const words = name.split(/[\s\-/]+/).map(cleanWord);
    for (const word of [cleanWord(name), ...words]) if (word.length >= 1) out.add(word);
  }
  return [...out];
}

// Makes and models as a visitor may type them: Latin, Russian, colloquial, transliterated.
async function vehicleTerms(db: Db): Promise<TermRow[]> {
  const makes = await selectRows<{ code: string; name_en: string; name_ru: string }>(
    db,
    sql`select code, name_en, name_ru from brands`,
  );
  const models = await selectRows<{ brand: string; code: string; name: string; name_ru: string }>(
    db,
    sql`select b.code as brand, m.code, m.name, m.name_ru from models m join brands b on b.id = m.brand_id`,
  );
  const rows: TermRow[] = [];
  const makeTerms = new Map<string, Set<string>>();
  for (const make of makes) {
    const canonical = make.name_en.toLowerCase();
    const terms = new Set([
      ...spellingsOf(make.name_en, make.name_ru, make.code),
      ...makeSpellings(make.name_en),
    ]);
    makeTerms.set(make.code, terms);
    for (const term of terms) rows.push({ term, kind: 'mark', ref: make.code, canonical });
  }
  for (const model of models) {
    const canonical = model.name.toLowerCase();
    const ref = `${model.brand}/${model.code}`;
    const terms = spellingsOf(model.name, model.name_ru, latinToCyrillic(model.name));
    const ofMake = makeTerms.get(model.brand) ?? new Set<string>();
    // The make's name inside a model's («БМВ X5») names the make; one-character pieces ("3" of
    // "3 Series") would match everything.
    const useful = terms.filter(
      (term) => !ofMake.has(term) && (term.length >= 2 || term === cleanWord(model.name)),
    );
    for (const term of new Set(useful)) rows.push({ term, kind: 'model', ref, canonical });
  }
  return rows;
}

// Rebuilds the search vocabulary from item names and the makes and models, and the item counts per
// stem and category; run after loading items or makes.
export async function refreshSearchTerms(db: Db): Promise<number> {
  forgetVocabulary(db);
  await db.execute(sql`delete from search_terms`);
  // ts_stat over the distinct names: a million items share a few thousand words.
  await db.execute(sql`
    insert into search_terms (term, kind, ref, canonical, freq)
    select w.word, 'word', '', w.word, sum(w.ndoc)::int
    from (
      select replace(word, 'ё', 'е') as word, ndoc
      from ts_stat($$select to_tsvector('simple', t) from (
        select distinct name as t from store_items union select distinct keywords from store_items
      ) d$$)
    ) w
    where w.word ~ '^[0-9a-zа-я]+$'
    group by 1`);
  // Hyphenated words ("5W-30", "X-Trail") as one term, typed joined ("5w30"); the parser splits
  // some of them ("5W" and "-30"), so they are taken from the names as written.
  await db.execute(sql`
    insert into search_terms (term, kind, ref, canonical, freq)
    select replace(h.word, '-', ''), 'word', '', min(h.word), count(*)::int
    from (
      select replace(lower(m[1]), 'ё', 'е') as word
      from (select distinct name from store_items) n,
        regexp_matches(n.name, '([0-9A-Za-zА-Яа-яЁё]+(-[0-9A-Za-zА-Яа-яЁё]+)+)', 'g') m
    ) h
    group by 1
    on conflict do nothing`);
  const vehicles = await vehicleTerms(db);
  for (let i = 0; i < vehicles.length; i += 5000) {
    const chunk = vehicles.slice(i, i + 5000);
    await db.execute(sql`
      insert into search_terms (term, kind, ref, canonical)
      select * from unnest(
        ${sql.param(chunk.map((r) => r.term))}::text[], ${sql.param(chunk.map((r) => r.kind))}::text[],
        ${sql.param(chunk.map((r) => r.ref))}::text[], ${sql.param(chunk.map((r) => r.canonical))}::text[]
      )
      on conflict do nothing`);
  }
  // Stems let "колодку" find the word "колодки"; stop words ("для", "с") have none and go.
  await db.execute(sql`
    update search_terms set stem = coalesce(
      (select string_agg(lexeme, ' ') from unnest(to_tsvector('russian', term))), '')`);
  await db.execute(sql`delete from search_terms where kind = 'word' and stem = ''`);
  // PGlite has no autovacuum: merge the trigram index's pending entries now, not on a visitor's query.
  await db.execute(sql`select gin_clean_pending_list('search_terms_term_trgm_idx')`);
  // The empty stem holds each category's item count.
  await db.execute(sql`delete from search_stem_counts`);
  await db.execute(sql`
    insert into search_stem_counts (stem, category_id, n)
    select u.lexeme, i.category_id, count(*)::int
    from store_items i cross join unnest(i.search_vector) u
    where i.is_active
    group by 1, 2
    union all
    select '', i.category_id, count(*)::int from store_items i where i.is_active group by 2`);
  await db.execute(sql`analyze search_terms`);
  await db.execute(sql`analyze search_stem_counts`);
  const [count] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from search_terms`,
  );
  return count?.n ?? 0;
}
