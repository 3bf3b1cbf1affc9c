import type { StoreKind } from '../../src/db/schema/index.ts';
import { PARTS_TREE } from './parts-tree.ts';
import { STORE_TREE } from './store-tree.ts';
import { isLeaf, type LeafSpec, type NodeSpec, type TreeSpec } from './tree.ts';

export type CategorySeedRow = {
  id: number;
  kind: StoreKind;
  parentId: number | null;
  level: number;
  code: string;
  nameRu: string;
  image: string | null;
  sort: number;
};

// A deepest category with the names of its path, top first.
export type SeedLeaf = { id: number; kind: StoreKind; spec: LeafSpec; path: string[] };

export const STORE_TREES: TreeSpec[] = [STORE_TREE, PARTS_TREE];

// The picture of a top category, drawn by GET /store/image/{kind}/{code}.
export function categoryImage(kind: StoreKind, code: string): string {
  return `/api/v1/store/image/${kind}/${code}.svg`;
}

// Rows of both trees with fixed ids (store first, then parts, depth first) and their leaves.
export function buildCategories(): { rows: CategorySeedRow[]; leaves: SeedLeaf[] } {
  const rows: CategorySeedRow[] = [];
  const leaves: SeedLeaf[] = [];
  const visit = (
    kind: StoreKind,
    spec: NodeSpec | LeafSpec,
    parent: CategorySeedRow | null,
    sort: number,
    path: string[],
  ) => {
    const level = parent ? parent.level + 1 : 1;
    const row: CategorySeedRow = {
      id: rows.length + 1,
      kind,
      parentId: parent?.id ?? null,
      level,
      code: spec.code,
      nameRu: spec.nameRu,
      image: level === 1 ? categoryImage(kind, spec.code) : null,
      sort,
    };
    rows.push(row);
    const ownPath = [...path, spec.nameRu];
    if (isLeaf(spec)) leaves.push({ id: row.id, kind, spec, path: ownPath });
    else spec.children.forEach((child, i) => visit(kind, child, row, i, ownPath));
  };
  for (const tree of STORE_TREES)
    tree.children.forEach((top, i) => visit(tree.kind, top, null, i, []));
  return { rows, leaves };
}

// Splits total items over leaves by weight (largest remainder), so the sum is exact.
export function itemsPerLeaf(leaves: readonly SeedLeaf[], total: number): number[] {
  const weights = leaves.map((l) => l.spec.weight ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left === 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}
