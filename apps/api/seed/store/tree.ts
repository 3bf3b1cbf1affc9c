import type { StoreKind } from '../../src/db/schema/index.ts';

// A deepest category with what its items are called, who makes them and what they cost.
export type LeafSpec = {
  code: string;
  nameRu: string;
  // Item names before the brand; one is picked per item.
  names: string[];
  // Brand codes of brands.ts; 'oem' stands for the original brand of the vehicle the part fits.
  brands: string[];
  price: [min: number, max: number];
  // Slots appended after the name, one value of each picked ("5W-30", "4 л").
  qualifiers?: string[][];
  // Whether items name the vehicle they fit ("для Kia Rio").
  fits?: boolean;
  minCounts?: number[];
  // Relative share of the kind's items.
  weight?: number;
};

export type NodeSpec = { code: string; nameRu: string; children: NodeSpec[] | LeafSpec[] };
export type TreeSpec = { kind: StoreKind; nameRu: string; children: NodeSpec[] };

type LeafOptions = Pick<LeafSpec, 'qualifiers' | 'fits' | 'minCounts' | 'weight'>;

export function leaf(
  code: string,
  nameRu: string,
  names: string[],
  brands: string[],
  price: [number, number],
  options: LeafOptions = {},
): LeafSpec {
  return { code, nameRu, names, brands, price, ...options };
}

export function node(code: string, nameRu: string, children: NodeSpec[] | LeafSpec[]): NodeSpec {
  return { code, nameRu, children };
}

export function isLeaf(spec: NodeSpec | LeafSpec): spec is LeafSpec {
  return 'names' in spec;
}
