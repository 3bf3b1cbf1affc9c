import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { matchSql, type ItemMatch } from './items.ts';
import { selectRows } from './sql.ts';

type LeafStems = { total: number; counts: Map<string, number> };

async function countMatches(
  db: Db,
  match: ItemMatch,
  leafIds: number[] | null,
): Promise<{ category_id: number; n: number }[]> {
  const scope = leafIds ? sql`and i.category_id = any(${sql.param(leafIds)}::int[])` : sql``;
  return selectRows(
    db,
    sql`select i.category_id, count(*)::int as n from store_items i
      where i.is_active and ${matchSql(match).where} ${scope} group by i.category_id`,
  );
}

// Matches per deepest category, both sections at once: the facets and totals of all item groups.
// The counts kept per stem answer most queries without touching the matches: in a category where
// every item holds a word (its own name is in the keywords), the word decides nothing; where no
// item holds it, nothing matches; with one deciding word left, its stem count is the answer.
// Only the categories left over are counted row by row.
export async function itemFacetCounts(db: Db, match: ItemMatch): Promise<Map<number, number>> {
  const toMap = (rows: { category_id: number; n: number }[]) =>
    new Map(rows.filter((r) => r.n > 0).map((r) => [r.category_id, r.n]));
  if ('code' in match) return toMap(await countMatches(db, match, null));
  const stems = match.stems.filter((t) => t === null || t.length > 0);
  if (stems.some((t) => t === null)) return toMap(await countMatches(db, match, null));
  const tokens = stems as string[][];
  const rows = await selectRows<{ stem: string; category_id: number; n: number }>(
    db,
    sql`select stem, category_id, n from search_stem_counts
      where stem = any(${sql.param(['', ...tokens.flat()])}::text[])`,
  );
  const leaves = new Map<number, LeafStems>();
  for (const row of rows) {
    const leaf = leaves.get(row.category_id) ?? { total: 0, counts: new Map() };
    if (row.stem === '') leaf.total = row.n;
    else leaf.counts.set(row.stem, row.n);
    leaves.set(row.category_id, leaf);
  }
  const counts = new Map<number, number>();
  const left: number[] = [];
  for (const [leafId, leaf] of leaves) {
    const open: string[][] = [];
    let none = false;
    for (const token of tokens) {
      const n = token.map((stem) => leaf.counts.get(stem) ?? 0);
      if (n.every((x) => x === 0)) none = true;
      else if (!n.some((x) => x === leaf.total)) open.push(token);
    }
    const [only] = open;
    if (none || leaf.total === 0) continue;
    if (!only) counts.set(leafId, leaf.total);
    else if (open.length === 1 && only.length === 1)
      counts.set(leafId, leaf.counts.get(only[0] ?? '') ?? 0);
    else left.push(leafId);
  }
  if (left.length > 0)
    for (const [id, n] of toMap(await countMatches(db, match, left))) counts.set(id, n);
  return counts;
}
