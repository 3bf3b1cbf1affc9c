import {
  FACET_KEYS,
  RANGE_KEYS,
  type CatalogSort,
  type FacetKey,
  type RangeKey,
  type VehicleCard,
} from '@dealer/contract';
import type { KnownCatalogValues } from '@dealer/domain';
import { toCard, type CardRow } from '../cards.ts';
import { facetLabel } from '../labels.ts';

export type DimKey = Exclude<FacetKey, 'flags'>;
export const DIM_KEYS = FACET_KEYS.filter((k): k is DimKey => k !== 'flags');
export const FLAGS = ['sale', 'vat', 'on-sale-soon', 'promo'] as const;

// A dictionary-encoded column: the distinct values with their labels, and each row's value as a code (-1: none).
export type Dim = {
  values: string[];
  labels: string[];
  parents: string[];
  codes: Int32Array;
  codeOf: Map<string, number>;
};

// The stock of one holding in columns: filters and facets walk typed arrays, never objects.
export type HoldingIndex = {
  size: number;
  cards: readonly VehicleCard[];
  positionOf: ReadonlyMap<number, number>;
  seriesIds: Int32Array;
  dims: Readonly<Record<DimKey, Dim>>;
  // The same codes row by row (row i holds DIM_KEYS.length codes from i × DIM_KEYS.length), and where
  // each dimension's counters start in one flat counter array: the facet pass reads memory in order.
  rowCodes: Int32Array;
  dimOffsets: Int32Array;
  counterSize: number;
  nums: Readonly<Record<RangeKey, Int32Array>>;
  flags: Readonly<Record<(typeof FLAGS)[number], Uint8Array>>;
  // Row positions in each sort order, computed once per load, so a listing never sorts.
  orders: Readonly<Record<CatalogSort, Int32Array>>;
};

export type CatalogIndex = {
  signature: string;
  holdings: ReadonlyMap<number, HoldingIndex>;
  // What a listing filter may name, read with the stock: an unknown value is a 404, not an empty page.
  known: ReadonlyMap<number, KnownCatalogValues>;
};

// A vehicle as the index reads it: its card and what the filters and sorts need beyond it.
export type StockRow = CardRow & {
  holdingId: number;
  createdAt: Date;
  seats: number | null;
  country: string;
  commercialType: string | null;
  seriesId: number | null;
};

// The value of each facet of a row, with its label when the row holds one.
const VALUE: Record<
  DimKey,
  (r: StockRow) => [value: string | null, label?: string, parent?: string]
> = {
  category: (r) => [r.category],
  condition: (r) => [r.condition],
  mark: (r) => [r.markCode, r.markName],
  model: (r) => [`${r.markCode}/${r.modelCode}`, r.modelName, r.markCode],
  bodyType: (r) => [r.bodyType],
  colorGroup: (r) => [r.colorGroup],
  country: (r) => [r.country],
  driveType: (r) => [r.driveType],
  engineType: (r) => [r.engineType],
  gearType: (r) => [r.gearType],
  numberOfSeats: (r) => [r.seats === null ? null : String(r.seats)],
  year: (r) => [String(r.year)],
  motoClass: (r) => [r.motoClass],
  commercialType: (r) => [r.commercialType],
  dealer: (r) => [r.dealerCode, r.dealerName],
  city: (r) => [r.city],
  status: (r) => [r.status],
};

const NUM: Record<RangeKey, (r: StockRow) => number> = {
  price: (r) => r.disprice,
  year: (r) => r.year,
  mileage: (r) => r.mileage,
  engineVolume: (r) => r.engineVolume,
  power: (r) => r.power,
};

const FLAG_OF: Record<(typeof FLAGS)[number], (r: StockRow) => boolean> = {
  sale: (r) => r.isSale,
  vat: (r) => r.isVat,
  'on-sale-soon': (r) => r.status === 'on-sale-soon',
  promo: (r) => r.isPromo,
};

type Compare = (a: StockRow, b: StockRow) => number;
const SORTS: Record<CatalogSort, Compare> = {
  'new-first': (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  'price-asc': (a, b) => a.disprice - b.disprice || a.id - b.id,
  'price-desc': (a, b) => b.disprice - a.disprice || b.id - a.id,
  'year-desc': (a, b) => b.year - a.year || a.disprice - b.disprice || a.id - b.id,
  'year-asc': (a, b) => a.year - b.year || a.disprice - b.disprice || a.id - b.id,
  'mileage-asc': (a, b) => a.mileage - b.mileage || a.id - b.id,
};

function dimOf(key: DimKey, rows: readonly StockRow[]): Dim {
  const dim: Dim = {
    values: [],
    labels: [],
    parents: [],
    codes: new Int32Array(rows.length),
    codeOf: new Map(),
  };
  rows.forEach((row, i) => {
    const [value, label, parent] = VALUE[key](row);
    if (value === null) return void (dim.codes[i] = -1);
    let code = dim.codeOf.get(value);
    if (code === undefined) {
      code = dim.values.length;
      dim.codeOf.set(value, code);
      dim.values.push(value);
      dim.labels.push(label ?? facetLabel(key, value));
      dim.parents.push(parent ?? '');
    }
    dim.codes[i] = code;
  });
  return dim;
}

export function holdingIndex(rows: readonly StockRow[]): HoldingIndex {
  const dims = Object.fromEntries(DIM_KEYS.map((k) => [k, dimOf(k, rows)])) as Record<DimKey, Dim>;
  const nums = Object.fromEntries(
    RANGE_KEYS.map((k) => [k, Int32Array.from(rows, NUM[k])]),
  ) as Record<RangeKey, Int32Array>;
  const flags = Object.fromEntries(
    FLAGS.map((f) => [f, Uint8Array.from(rows, (r) => (FLAG_OF[f](r) ? 1 : 0))]),
  ) as HoldingIndex['flags'];
  const orders = Object.fromEntries(
    (Object.entries(SORTS) as [CatalogSort, Compare][]).map(([sort, compare]) => [
      sort,
      Int32Array.from(
        Array.from(rows.keys()).sort((a, b) => compare(rows[a] as StockRow, rows[b] as StockRow)),
      ),
    ]),
  ) as Record<CatalogSort, Int32Array>;
  const positionOf = new Map(rows.map((row, i) => [row.id, i]));
  const seriesIds = Int32Array.from(rows, (r) => r.seriesId ?? 0);
  const width = DIM_KEYS.length;
  const rowCodes = new Int32Array(rows.length * width);
  DIM_KEYS.forEach((key, d) =>
    dims[key].codes.forEach((code, i) => (rowCodes[i * width + d] = code)),
  );
  const dimOffsets = new Int32Array(width);
  let counterSize = 0;
  DIM_KEYS.forEach((key, d) => {
    dimOffsets[d] = counterSize;
    counterSize += dims[key].values.length;
  });
  return {
    size: rows.length,
    cards: rows.map(toCard),
    positionOf,
    seriesIds,
    dims,
    rowCodes,
    dimOffsets,
    counterSize,
    nums,
    flags,
    orders,
  };
}
