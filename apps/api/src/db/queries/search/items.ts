import type { SearchItemHit, StoreKind } from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from './sql.ts';
import { categoryImageOf, categoryPath, type StoreCatalog } from '../store/catalog.ts';
import { kindFlag, type StoreIndex } from '../store/store-index/load.ts';

// How items are matched: by a normalised part code (a long one also as a prefix) or by full text;
// `stems` are the Russian stems of each word's spellings (ResolvedQuery.stems).
export type ItemMatch = { code: string } | { tsquery: string; stems: (string[] | null)[] };

// Six characters say enough for a prefix; a shorter code must match whole ("2020" is not a code start).
export const PREFIX_FROM = 6;

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

export function matchSql(match: ItemMatch): { where: SQL; order: SQL } {
  if ('code' in match) {
    const prefix = match.code.length >= PREFIX_FROM;
    return {
      where: prefix
        ? sql`i.part_code_norm like ${`${match.code}%`}`
        : sql`i.part_code_norm = ${match.code}`,
      order: sql`(i.part_code_norm = ${match.code}) desc, i.popularity desc nulls last, i.id`,
    };
  }
  // Every hit holds every word, so what sells comes first; a rank over 100,000 hits of a broad word
  // would cost more than the whole search may.
  return {
    where: sql`i.search_vector @@ to_tsquery('russian', ${match.tsquery})`,
    order: sql`i.popularity desc nulls last, i.id`,
  };
}

const HIT_COLUMNS = sql`i.id, i.name, i.brand_id, i.category_id, i.part_code, i.price, i.disprice,
  i.images[1] as image`;

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
    sql`select ${HIT_COLUMNS} from store_items i
      where i.is_active and i.kind = ${request.kind} and ${where} ${narrow}
      order by ${order} limit ${request.limit} offset ${request.offset}`,
  );
  return rows.map((row) => toHit(catalog, request.kind, row));
}

// The hit of an index row: the index holds what HIT_COLUMNS reads (decision 0071).
export function hitAt(catalog: StoreCatalog, index: StoreIndex, p: number): SearchItemHit {
  return toHit(catalog, index.parts[p] === kindFlag('parts') ? 'parts' : 'store', {
    id: index.ids[p]!,
    name: index.names[p]!,
    brand_id: index.brand[p]!,
    category_id: index.category[p]!,
    part_code: index.partCodes[p]!,
    price: index.price[p]!,
    disprice: index.disprice[p]!,
    image: index.images[p]!,
  });
}

function toHit(catalog: StoreCatalog, kind: StoreKind, row: HitRow): SearchItemHit {
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
    Meta: { id: `${kind}-${row.id}` },
  };
}
