import type { StoreFilterOptions, StoreFilterParams, StoreItemCard } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../search/sql.ts';
import type { CategoryNode, StoreCatalog } from './catalog.ts';
import { CARD_COLUMNS, toCard, type ItemRow, type ListPage } from './items.ts';
import { pageOf, panelOf, storeIndex, type IndexScope } from './store-index/index.ts';

type Scope = { kind: StoreItemCard['kind']; node: CategoryNode | null };

const indexScope = (scope: Scope): IndexScope => ({
  kind: scope.kind,
  leafIds: scope.node ? scope.node.leafIds : null,
});

// Rows by key in the given order; one withdrawn since the index was built drops out.
export async function rowsByIds<T extends { id: number }>(
  db: Db,
  ids: readonly number[],
  columns = CARD_COLUMNS,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<T>(
    db,
    sql`select ${columns} from store_items i where i.id = any(${sql.param(ids)}::int[]) and i.is_active`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// A page of a list from the in-memory index (decision 0071); items.ts listItems is its SQL twin.
export async function listIndexed(
  db: Db,
  catalog: StoreCatalog,
  scope: Scope,
  filter: StoreFilterParams,
  paging: ListPage,
): Promise<{ items: StoreItemCard[]; total: number }> {
  const index = await storeIndex(db);
  const page = pageOf(index, catalog, indexScope(scope), filter, paging);
  const rows = await rowsByIds<ItemRow>(db, page.ids);
  return {
    items: rows.map((row) => toCard(catalog, row, page.stocked.has(row.id))),
    total: page.total,
  };
}

// The filter panel from the in-memory index; filter.ts filterOptions is its SQL twin.
export async function filterIndexed(
  db: Db,
  catalog: StoreCatalog,
  scope: Scope,
  filter: StoreFilterParams,
): Promise<StoreFilterOptions> {
  const index = await storeIndex(db);
  const panel = panelOf(index, catalog, indexScope(scope), filter);
  const children = scope.node ? scope.node.children : catalog.roots[scope.kind];
  const countUnder = (node: CategoryNode) =>
    node.leafIds.reduce((sum, id) => sum + (panel.perLeaf.get(id) ?? 0), 0);
  return {
    brands: [...panel.brands]
      .flatMap(([id, count]) => {
        const brand = catalog.brands.get(id);
        return brand ? [{ code: brand.code, nameEn: brand.nameEn, count }] : [];
      })
      .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en')),
    price: panel.price,
    categories: children.map((c) => ({ code: c.code, nameRu: c.nameRu, count: countUnder(c) })),
    inStock: panel.inStock,
    discount: panel.discount,
    total: [...panel.perLeaf.values()].reduce((a, b) => a + b, 0),
  };
}
