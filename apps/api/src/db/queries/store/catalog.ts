import type { StoreCategoryLink, StoreKind } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../search/sql.ts';

export type CategoryNode = {
  id: number;
  kind: StoreKind;
  level: number;
  code: string;
  nameRu: string;
  image: string | null;
  parent: CategoryNode | null;
  children: CategoryNode[];
  // Ids of the deepest categories at or under this one: what items point at.
  leafIds: number[];
  count: number;
};

export type StoreBrandInfo = { id: number; code: string; nameEn: string; country: string };

// The small, slowly changing part of the store, kept in memory: both category trees with item
// counts, and the brands. A list or search then needs no joins for paths and names.
export type StoreCatalog = {
  byId: ReadonlyMap<number, CategoryNode>;
  byCode: ReadonlyMap<string, CategoryNode>;
  roots: Readonly<Record<StoreKind, CategoryNode[]>>;
  brands: ReadonlyMap<number, StoreBrandInfo>;
  brandsByCode: ReadonlyMap<string, StoreBrandInfo>;
};

const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; catalog: Promise<StoreCatalog> }>();

async function loadCatalog(db: Db): Promise<StoreCatalog> {
  const [rows, counts, brands] = await Promise.all([
    selectRows<{
      id: number;
      kind: StoreKind;
      parent_id: number | null;
      level: number;
      code: string;
      name_ru: string;
      image: string | null;
    }>(
      db,
      sql`select id, kind, parent_id, level, code, name_ru, image from store_categories order by level, sort, id`,
    ),
    selectRows<{ category_id: number; n: number }>(
      db,
      sql`select category_id, count(*)::int as n from store_items where is_active group by category_id`,
    ),
    selectRows<{ id: number; code: string; name_en: string; country: string }>(
      db,
      sql`select id, code, name_en, country from store_brands`,
    ),
  ]);
  const countOf = new Map(counts.map((c) => [c.category_id, c.n]));
  const byId = new Map<number, CategoryNode>();
  const roots: Record<StoreKind, CategoryNode[]> = { store: [], parts: [] };
  for (const row of rows) {
    const parent = row.parent_id === null ? null : (byId.get(row.parent_id) ?? null);
    const node: CategoryNode = {
      id: row.id,
      kind: row.kind,
      level: row.level,
      code: row.code,
      nameRu: row.name_ru,
      image: row.image,
      parent,
      children: [],
      leafIds: [],
      count: 0,
    };
    byId.set(node.id, node);
    if (parent) parent.children.push(node);
    else roots[row.kind].push(node);
  }
  // Rows come level by level, so walking them backwards sees every child before its parent.
  for (const node of [...byId.values()].reverse()) {
    if (node.children.length === 0) {
      node.leafIds = [node.id];
      node.count = countOf.get(node.id) ?? 0;
    }
    if (node.parent) {
      node.parent.leafIds.push(...node.leafIds);
      node.parent.count += node.count;
    }
  }
  const brandList = brands.map((b) => ({
    id: b.id,
    code: b.code,
    nameEn: b.name_en,
    country: b.country,
  }));
  return {
    byId,
    byCode: new Map([...byId.values()].map((n) => [`${n.kind}:${n.code}`, n])),
    roots,
    brands: new Map(brandList.map((b) => [b.id, b])),
    brandsByCode: new Map(brandList.map((b) => [b.code, b])),
  };
}

// Cached for a minute per database; an empty store is never cached, so a fresh seed shows at once.
export async function storeCatalog(db: Db): Promise<StoreCatalog> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.catalog;
  const catalog = loadCatalog(db);
  cache.set(db, { at: Date.now(), catalog });
  try {
    const loaded = await catalog;
    if (loaded.byId.size === 0) cache.delete(db);
    return loaded;
  } catch (error) {
    cache.delete(db);
    throw error;
  }
}

// The categories from the top down to this one.
export function categoryPath(node: CategoryNode | undefined): StoreCategoryLink[] {
  const path: StoreCategoryLink[] = [];
  for (let at = node; at; at = at.parent ?? undefined)
    path.unshift({ code: at.code, nameRu: at.nameRu });
  return path;
}

// The picture of an item without photos: its top category's.
export function categoryImageOf(node: CategoryNode | undefined): string | null {
  let at = node;
  while (at?.parent) at = at.parent;
  return at?.image ?? null;
}
