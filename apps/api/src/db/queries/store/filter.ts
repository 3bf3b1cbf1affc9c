import type { StoreFilterOptions, StoreFilterParams, StoreKind } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../search/sql.ts';
import type { CategoryNode, StoreCatalog } from './catalog.ts';
import { countItems, inStockSql, itemConditions } from './items.ts';

type Scope = { kind: StoreKind; node: CategoryNode | null };

// What the filter panel offers under a category: each option counted with the other filters applied.
export async function filterOptions(
  db: Db,
  catalog: StoreCatalog,
  scope: Scope,
  filter: StoreFilterParams,
): Promise<StoreFilterOptions> {
  const children = scope.node ? scope.node.children : catalog.roots[scope.kind];
  const where = itemConditions(catalog, scope, filter);
  const [brands, price, leaves, inStock, discount] = await Promise.all([
    selectRows<{ brand_id: number; n: number }>(
      db,
      sql`select i.brand_id, count(*)::int as n from store_items i
        where ${itemConditions(catalog, scope, filter, 'brand')} group by i.brand_id`,
    ),
    selectRows<{ min: string | null; max: string | null }>(
      db,
      sql`select min(i.disprice) as min, max(i.disprice) as max from store_items i
        where ${itemConditions(catalog, scope, filter, 'price')}`,
    ),
    selectRows<{ category_id: number; n: number }>(
      db,
      sql`select i.category_id, count(*)::int as n from store_items i where ${where} group by 1`,
    ),
    countItems(
      db,
      sql`${itemConditions(catalog, scope, filter, 'inStock')} and ${inStockSql(filter.holdingId, filter.city)}`,
    ),
    countItems(
      db,
      sql`${itemConditions(catalog, scope, filter, 'discount')} and i.disprice < i.price`,
    ),
  ]);
  const perLeaf = new Map(leaves.map((l) => [l.category_id, l.n]));
  const countUnder = (node: CategoryNode) =>
    node.leafIds.reduce((sum, id) => sum + (perLeaf.get(id) ?? 0), 0);
  const range = price[0];
  return {
    brands: brands
      .flatMap((b) => {
        const brand = catalog.brands.get(b.brand_id);
        return brand ? [{ code: brand.code, nameEn: brand.nameEn, count: b.n }] : [];
      })
      .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en')),
    price:
      range?.min == null || range.max == null
        ? null
        : { min: Number(range.min), max: Number(range.max) },
    categories: children.map((c) => ({ code: c.code, nameRu: c.nameRu, count: countUnder(c) })),
    inStock,
    discount,
    total: [...perLeaf.values()].reduce((a, b) => a + b, 0),
  };
}
