import type { StoreFilterParams, StoreKind, StoreSort } from '@dealer/contract';
import type { StoreCatalog } from '../catalog.ts';
import { isUnfiltered } from '../items.ts';
import { kindFlag, stockKey, type StoreIndex } from './load.ts';

export type IndexScope = { kind: StoreKind; leafIds: readonly number[] | null };

// The panel's filters as bits: a row's failures, so the panel counts each option under the others.
export const BRAND = 1;
export const PRICE = 2;
export const DISCOUNT = 4;
export const IN_STOCK = 8;

const NONE = new Uint8Array(0);

type Tests = {
  inScope(p: number): boolean;
  failures(p: number): number;
  stocked: Uint8Array;
};

// The same rules as items.ts itemConditions (the SQL twin): scope, brands, price of the discounted
// price, discount, stock at the holding's dealers (in the city, when asked).
function testsOf(
  index: StoreIndex,
  catalog: StoreCatalog,
  scope: IndexScope,
  filter: StoreFilterParams,
): Tests {
  const { parts, category, brand, disprice, price } = index;
  const leaves = new Uint8Array(index.categoryBound);
  for (const id of scope.leafIds ?? []) if (id < leaves.length) leaves[id] = 1;
  const kind = kindFlag(scope.kind);
  const inScope = scope.leafIds
    ? (p: number) => leaves[category[p]!] === 1
    : (p: number) => parts[p] === kind;
  const brands = filter.brand
    ? new Set(filter.brand.flatMap((code) => catalog.brandsByCode.get(code)?.id ?? []))
    : null;
  const from = filter.priceFrom ?? -Infinity;
  const to = filter.priceTo ?? Infinity;
  const stocked = index.stock.get(stockKey(filter.holdingId, filter.city)) ?? NONE;
  const failures = (p: number) => {
    let mask = 0;
    if (brands && !brands.has(brand[p]!)) mask |= BRAND;
    const d = disprice[p]!;
    if (d < from || d > to) mask |= PRICE;
    if (filter.discount && !(d < price[p]!)) mask |= DISCOUNT;
    if (filter.inStock && stocked[p] !== 1) mask |= IN_STOCK;
    return mask;
  };
  return { inScope, failures, stocked };
}

export type IndexPage = { ids: number[]; stocked: Set<number>; total: number };

// One page in the asked order and the number of rows under the filters: one walk of that order.
export function pageOf(
  index: StoreIndex,
  catalog: StoreCatalog,
  scope: IndexScope,
  filter: StoreFilterParams,
  paging: { sort: StoreSort; page: number; perPage: number },
): IndexPage {
  const { inScope, failures, stocked } = testsOf(index, catalog, scope, filter);
  const order = index.orders[paging.sort];
  const skip = (paging.page - 1) * paging.perPage;
  const ids: number[] = [];
  const stockedIds = new Set<number>();
  // Without filters the counts kept per category answer the total, and the walk ends with the page.
  const unfiltered = isUnfiltered(filter);
  let total = 0;
  for (let at = 0; at < order.length; at += 1) {
    const p = order[at]!;
    if (!inScope(p) || failures(p) !== 0) continue;
    if (total >= skip && ids.length < paging.perPage) {
      const id = index.ids[p]!;
      ids.push(id);
      if (stocked[p] === 1) stockedIds.add(id);
    }
    total += 1;
    if (unfiltered && ids.length === paging.perPage) break;
  }
  if (unfiltered)
    total = scope.leafIds
      ? scope.leafIds.reduce((sum, id) => sum + (index.perCategory[id] ?? 0), 0)
      : (index.perKind[kindFlag(scope.kind)] ?? 0);
  return { ids, stocked: stockedIds, total };
}

export type IndexPanel = {
  brands: Map<number, number>;
  price: { min: number; max: number } | null;
  perLeaf: Map<number, number>;
  inStock: number;
  discount: number;
};

// The filter panel in one pass over the scope: an option is counted under every filter but its own.
export function panelOf(
  index: StoreIndex,
  catalog: StoreCatalog,
  scope: IndexScope,
  filter: StoreFilterParams,
): IndexPanel {
  const { inScope, failures, stocked } = testsOf(index, catalog, scope, filter);
  const { category, brand, disprice, price } = index;
  const brands = new Map<number, number>();
  const leafCounts = new Int32Array(index.categoryBound);
  let min = Infinity;
  let max = -Infinity;
  let inStock = 0;
  let discount = 0;
  for (let p = 0; p < index.size; p += 1) {
    if (!inScope(p)) continue;
    const mask = failures(p);
    if (mask === 0) leafCounts[category[p]!]! += 1;
    if ((mask & ~BRAND) === 0) brands.set(brand[p]!, (brands.get(brand[p]!) ?? 0) + 1);
    if ((mask & ~PRICE) === 0) {
      min = Math.min(min, disprice[p]!);
      max = Math.max(max, disprice[p]!);
    }
    if ((mask & ~IN_STOCK) === 0 && stocked[p] === 1) inStock += 1;
    if ((mask & ~DISCOUNT) === 0 && disprice[p]! < price[p]!) discount += 1;
  }
  const perLeaf = new Map<number, number>();
  leafCounts.forEach((n, id) => {
    if (n > 0) perLeaf.set(id, n);
  });
  return {
    brands,
    price: min === Infinity ? null : { min, max },
    perLeaf,
    inStock,
    discount,
  };
}
