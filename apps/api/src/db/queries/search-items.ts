import type { SearchItemHit, StoreKind } from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { selectRows } from './search-sql.ts';
import { categoryImageOf, categoryPath, type StoreCatalog } from './store-catalog.ts';

// How items are matched: by a normalised part code (a long one also as a prefix) or by full text.
export type ItemMatch = { code: string } | { tsquery: string };

// Six characters say enough for a prefix; a shorter code must match whole ("2020" is not a code start).
const PREFIX_FROM = 6;

export type ItemGroupRequest = {
  kind: StoreKind;
  offset: number;
  limit: number;
  leafIds: number[] | null;
};

type HitRow = {
  id: number;
  name: string;
  brand_id: number;
  category_id: number;
  part_code: string;
  price: string | number;
  disprice: string | number;
  image: string | null;
};

function matchSql(match: ItemMatch): { where: SQL; order: SQL } {
  if ('code' in match) {
    const prefix = match.code.length >= PREFIX_FROM;
    return {
      where: prefix
        ? sql`i.part_code_norm like ${`${match.code}%`}`
        : sql`i.part_code_norm = ${match.code}`,
      order: sql`(i.part_code_norm = ${match.code}) desc, i.popularity desc, i.id`,
    };
  }
  const query = sql`to_tsquery('russian', ${match.tsquery})`;
  // Name matches (weight A) rank above brand and category words (B); then what sells.
  return {
    where: sql`i.search_vector @@ ${query}`,
    order: sql`ts_rank(i.search_vector, ${query}, 1) desc, i.popularity desc, i.id`,
  };
}

// Matches per deepest category, both sections at once: the facets and totals of both groups.
export async function itemFacetCounts(db: Db, match: ItemMatch): Promise<Map<number, number>> {
  const { where } = matchSql(match);
  const rows = await selectRows<{ category_id: number; n: number }>(
    db,
    sql`select i.category_id, count(*)::int as n from store_items i
      where i.is_active and ${where} group by i.category_id`,
  );
  return new Map(rows.map((row) => [row.category_id, row.n]));
}

// One page of hits of one section, optionally narrowed to some categories.
export async function itemHits(
  db: Db,
  catalog: StoreCatalog,
  match: ItemMatch,
  request: ItemGroupRequest,
): Promise<SearchItemHit[]> {
  const { where, order } = matchSql(match);
  const narrow =
    request.leafIds === null
      ? sql``
      : sql`and i.category_id = any(${sql.param(request.leafIds)}::int[])`;
  const rows = await selectRows<HitRow>(
    db,
    sql`select i.id, i.name, i.brand_id, i.category_id, i.part_code, i.price, i.disprice,
        i.images[1] as image
      from store_items i
      where i.is_active and i.kind = ${request.kind} and ${where} ${narrow}
      order by ${order} limit ${request.limit} offset ${request.offset}`,
  );
  return rows.map((row) => {
    const node = catalog.byId.get(row.category_id);
    const image = row.image ?? categoryImageOf(node);
    return {
      id: row.id,
      name: row.name,
      brand: { name_en: catalog.brands.get(row.brand_id)?.nameEn ?? '' },
      current_disprice: Number(row.disprice),
      price: Number(row.price),
      part_code: row.part_code,
      acc_item_id: row.id,
      preview: image ? { source: image } : null,
      accCategory: categoryPath(node),
      Meta: { id: `${request.kind}-${row.id}` },
    };
  });
}
