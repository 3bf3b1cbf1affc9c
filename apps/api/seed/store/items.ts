import type { StoreKind } from '../../src/db/schema/index.ts';
import { createRng, seedFor, type Rng } from '../prng.ts';
import { OEM_BRAND_BY_MAKE, type StoreBrandSpec } from './brands.ts';
import type { SeedLeaf } from './categories.ts';
import { FITMENTS } from './fitments.ts';
import { partCode } from './part-code.ts';

// Column arrays, the shape a bulk insert through unnest() takes.
export type ItemBatch = {
  id: number[];
  kind: StoreKind[];
  categoryId: number[];
  brandId: number[];
  name: string[];
  partCode: string[];
  price: number[];
  disprice: number[];
  minCount: number[];
  popularity: number[];
  keywords: string[];
};
export type StockBatch = { itemId: number[]; dealerId: number[]; qty: number[] };

export type ItemContext = {
  brands: ReadonlyMap<string, StoreBrandSpec & { id: number }>;
  dealerIds: readonly number[];
};

export function emptyItemBatch(): ItemBatch {
  return {
    id: [],
    kind: [],
    categoryId: [],
    brandId: [],
    name: [],
    partCode: [],
    price: [],
    disprice: [],
    minCount: [],
    popularity: [],
    keywords: [],
  };
}

// Shop prices: whole roubles ending in 0 or 90, now and then with kopecks.
function price(rng: Rng, [min, max]: [number, number]): number {
  const raw = min * (max / min) ** rng.next();
  if (rng.chance(0.12)) return Math.round(raw * 100) / 100;
  return rng.chance(0.5) ? Math.round(raw / 10) * 10 : Math.floor(raw / 100) * 100 + 90;
}

function brandOf(rng: Rng, leaf: SeedLeaf, context: ItemContext, make: string) {
  const code = rng.pick(leaf.spec.brands);
  const brandCode = code === 'oem' ? OEM_BRAND_BY_MAKE[make] : code;
  if (!brandCode) throw new Error(`No original brand for ${make}`);
  const brand = context.brands.get(brandCode);
  if (!brand) throw new Error(`Unknown store brand ${brandCode}`);
  return { brand, original: code === 'oem' };
}

export type LeafWriter = (
  firstId: number,
  count: number,
  items: ItemBatch,
  stock: StockBatch,
) => void;

// Items of one deepest category, each leaf its own random stream: counts change, prefixes stay.
// The writer is called once per batch slice and carries on the same stream.
export function leafItemWriter(leaf: SeedLeaf, context: ItemContext): LeafWriter {
  const rng = createRng(seedFor(`store:${leaf.kind}:${leaf.spec.code}`));
  const spec = leaf.spec;
  const fits = spec.fits ?? true;
  const categoryWords = [...leaf.path].reverse().join(' ');
  return (firstId, count, items, stock) => {
    for (let n = 0; n < count; n += 1) {
      const id = firstId + n;
      // OEM parts always name the vehicle; others do so most of the time.
      const fitment = rng.pick(FITMENTS);
      const { brand, original } = brandOf(rng, leaf, context, fitment.make);
      const named = fits && (original || rng.chance(0.85));
      const parts = [
        rng.pick(spec.names),
        ...(spec.qualifiers ?? []).map((slot) => rng.pick(slot)),
      ];
      // Original parts carry the make's own brand: "для Kia Rio, оригинал" names it once.
      const vehicle = `для ${fitment.make} ${fitment.model}`;
      if (original && named) parts.push(`${vehicle}, оригинал`);
      else parts.push(brand.nameEn, ...(named ? [vehicle] : []));
      const full = price(rng, spec.price);
      const discounted = rng.chance(0.3) ? Math.floor(full * (1 - rng.int(5, 25) / 100)) : full;
      items.id.push(id);
      items.kind.push(leaf.kind);
      items.categoryId.push(leaf.id);
      items.brandId.push(brand.id);
      items.name.push(parts.join(' '));
      items.partCode.push(partCode(rng, rng.pick(brand.codes)));
      items.price.push(full);
      items.disprice.push(Math.max(1, discounted));
      items.minCount.push(spec.minCounts ? rng.pick(spec.minCounts) : 1);
      items.popularity.push(Math.floor(10000 * rng.next() ** 4));
      items.keywords.push(`${brand.nameEn} ${categoryWords}`);
      if (context.dealerIds.length > 0 && rng.chance(0.65)) {
        const at = new Set<number>();
        const places = rng.int(1, 3);
        for (let k = 0; k < places; k += 1) at.add(rng.pick(context.dealerIds));
        for (const dealerId of at) {
          stock.itemId.push(id);
          stock.dealerId.push(dealerId);
          stock.qty.push(rng.chance(0.1) ? 0 : rng.int(1, 24));
        }
      }
    }
  };
}
