import type { StoreCategory, StoreCategoriesResponse, StoreKind } from '@dealer/contract';
import {
  categoryPath,
  type CategoryNode,
  type StoreCatalog,
} from '../../db/queries/store/catalog.ts';

const link = (node: CategoryNode) => ({ nameRu: node.nameRu, code: node.code, count: node.count });

function topCategory(node: CategoryNode): StoreCategory {
  return {
    ...link(node),
    image: node.image,
    categories: node.children.map((child) => ({
      ...link(child),
      categories: child.children.map(link),
    })),
  };
}

// GET /store/categories: both trees, top categories with their second and third levels.
export function categoryTree(catalog: StoreCatalog): StoreCategoriesResponse {
  return {
    store: catalog.roots.store.map(topCategory),
    parts: catalog.roots.parts.map(topCategory),
  };
}

const SECTION_NAMES: Record<StoreKind, string> = { store: 'Аксессуары', parts: 'Запчасти' };

// The header of a list: where it is in the tree and where one can go deeper.
export function listCategory(
  catalog: StoreCatalog,
  scope: { kind: StoreKind; node: CategoryNode | null },
) {
  const node = scope.node;
  const children = node ? node.children : catalog.roots[scope.kind];
  return {
    kind: scope.kind,
    code: node?.code ?? 'all',
    nameRu: node?.nameRu ?? SECTION_NAMES[scope.kind],
    level: node?.level ?? 0,
    path: categoryPath(node ?? undefined),
    categories: children.map(link),
  };
}
