import type { HoldingId, StoreFilterParams, StoreItemCard, StoreSort } from '@dealer/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../search/sql.ts';
import { categoryImageOf, categoryPath, type CategoryNode, type StoreCatalog } from './catalog.ts';

export type ItemRow = {
  id: number;
  kind: StoreItemCard['kind'];
  name: string;
  brand_id: number;
  category_id: number;
  part_code: string;
  price: string | number;
  disprice: string | number;
  min_count: number;
  image: string | null;
};

// Stock that counts for a visitor: a dealer of their holding (and city, when asked) has some.
export function inStockSql(holdingId: HoldingId, city?: string): SQL {
  const cityCheck = city ? sql`and d.city_code = ${city}` : sql``;
  return sql`exists (select 1 from store_stock s join dealers d on d.id = s.dealer_id
    where s.item_id = i.id and s.qty > 0 and d.holding_id = ${holdingId} ${cityCheck})`;
}

// The where clause of a list: scope (a category or a whole section) and the panel's filters.
// `except` leaves one filter out, so its own options are counted under the others.
export function itemConditions(
  catalog: StoreCatalog,
  scope: { kind: StoreItemCard['kind']; node: CategoryNode | null },
  filter: StoreFilterParams,
  except?: 'brand' | 'price' | 'inStock' | 'discount',
): SQL {
  const parts: SQL[] = [sql`i.is_active`];
  if (scope.node) parts.push(sql`i.category_id = any(${sql.param(scope.node.leafIds)}::int[])`);
  else parts.push(sql`i.kind = ${scope.kind}`);
  if (filter.brand && except !== 'brand') {
    const ids = filter.brand.flatMap((code) => catalog.brandsByCode.get(code)?.id ?? []);
    parts.push(sql`i.brand_id = any(${sql.param(ids)}::int[])`);
  }
  if (except !== 'price') {
    if (filter.priceFrom !== undefined) parts.push(sql`i.disprice >= ${filter.priceFrom}`);
    if (filter.priceTo !== undefined) parts.push(sql`i.disprice <= ${filter.priceTo}`);
  }
  if (filter.discount && except !== 'discount') parts.push(sql`i.disprice < i.price`);
  if (filter.inStock && except !== 'inStock') parts.push(inStockSql(filter.holdingId, filter.city));
  return sql.join(parts, sql` and `);
}

const ORDER: Record<StoreSort, SQL> = {
  // "nulls last" as drizzle writes the indexes, so they serve this order.
  popular: sql`i.popularity desc nulls last, i.id`,
  'price-asc': sql`i.disprice, i.id`,
  'price-desc': sql`i.disprice desc, i.id`,
  name: sql`i.name, i.id`,
  discount: sql`(i.price - i.disprice) / i.price desc, i.popularity desc nulls last, i.id`,
};

// The columns a card needs; whether it is in stock comes from stockedAmong.
export const CARD_COLUMNS = sql`i.id, i.kind, i.name, i.brand_id, i.category_id, i.part_code,
  i.price, i.disprice, i.min_count, i.images[1] as image`;

// Which of these items a dealer of the holding (and city, when asked) has. Asked for the page's
// rows by key: an exists() in the list's select was planned as a hash of every stocked item of the
// holding (50 ms on PostgreSQL for a page of 24).
export async function stockedAmong(
  db: Db,
  ids: readonly number[],
  holdingId: HoldingId,
  city?: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const cityCheck = city ? sql`and d.city_code = ${city}` : sql``;
  const rows = await selectRows<{ item_id: number }>(
    db,
    sql`select distinct s.item_id from store_stock s join dealers d on d.id = s.dealer_id
      where s.item_id = any(${sql.param(ids)}::int[]) and s.qty > 0
        and d.holding_id = ${holdingId} ${cityCheck}`,
  );
  return new Set(rows.map((row) => row.item_id));
}

export function toCard(catalog: StoreCatalog, row: ItemRow, inStock: boolean): StoreItemCard {
  const node = catalog.byId.get(row.category_id);
  const brand = catalog.brands.get(row.brand_id);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    brand: { code: brand?.code ?? '', nameEn: brand?.nameEn ?? '' },
    category: categoryPath(node),
    partCode: row.part_code,
    price: Number(row.price),
    disprice: Number(row.disprice),
    minCount: row.min_count,
    inStock,
    image: row.image ?? categoryImageOf(node),
  };
}

export async function countItems(db: Db, where: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_items i where ${where}`,
  );
  return row?.n ?? 0;
}

export type ListPage = { sort: StoreSort; page: number; perPage: number };

// No filter narrows the list (a city alone only says where stock counts).
export function isUnfiltered(filter: StoreFilterParams): boolean {
  return (
    !filter.brand &&
    filter.priceFrom === undefined &&
    filter.priceTo === undefined &&
    !filter.discount &&
    !filter.inStock
  );
}

// One page of a category (or a whole section) and the number of items under the filters.
export async function listItems(
  db: Db,
  catalog: StoreCatalog,
  scope: { kind: StoreItemCard['kind']; node: CategoryNode | null },
  filter: StoreFilterParams,
  paging: ListPage,
): Promise<{ items: StoreItemCard[]; total: number }> {
  const where = itemConditions(catalog, scope, filter);
  const unfiltered = isUnfiltered(filter);
  // Without filters the cached per-category counts answer, sparing a count over the section.
  const total = unfiltered
    ? (scope.node?.count ?? catalog.roots[scope.kind].reduce((sum, root) => sum + root.count, 0))
    : await countItems(db, where);
  const rows = await selectRows<ItemRow>(
    db,
    sql`select ${CARD_COLUMNS} from store_items i where ${where}
      order by ${ORDER[paging.sort]} limit ${paging.perPage} offset ${(paging.page - 1) * paging.perPage}`,
  );
  const stocked = await stockedAmong(
    db,
    rows.map((row) => row.id),
    filter.holdingId,
    filter.city,
  );
  return { items: rows.map((row) => toCard(catalog, row, stocked.has(row.id))), total };
}
