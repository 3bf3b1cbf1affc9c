import type { VehicleCard } from '@dealer/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { brands, models } from '../../schema/index.ts';
import { isOnSale } from './on-sale.ts';
import type { HoldingIndex } from './stock-index/index.ts';

// Stock of one model in one holding: how many are on sale, from what price, and a picture of the cheapest.
export type ModelStock = { count: number; priceFrom: number; preview: string };

export function stockByModel(
  index: HoldingIndex,
  accept: (card: VehicleCard) => boolean = () => true,
): Map<string, ModelStock> {
  const out = new Map<string, ModelStock>();
  for (const card of index.cards) {
    if (!isOnSale(card.status) || !accept(card)) continue;
    const key = `${card.mark.code}/${card.model.code}`;
    const seen = out.get(key);
    if (!seen) out.set(key, { count: 1, priceFrom: card.disprice, preview: card.preview });
    else {
      seen.count += 1;
      if (card.disprice < seen.priceFrom)
        Object.assign(seen, { priceFrom: card.disprice, preview: card.preview });
    }
  }
  return out;
}

// Models marked new by the editors, with their make.
export async function newModels(db: Db) {
  return db
    .select({
      markCode: brands.code,
      markName: brands.nameEn,
      code: models.code,
      name: models.name,
      category: models.category,
      bodyType: models.bodyType,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(models.isNew, true)))
    .orderBy(brands.sort, models.sort);
}
