import type { Brand, VehicleCategory } from '@dealer/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { brands, dealerBrands, dealers, models, series } from '../../schema/index.ts';
import { isOnSale } from './on-sale.ts';
import type { HoldingIndex } from './stock-index/index.ts';
import { COUNTRY_LABELS, labelOf } from './vocabulary.ts';

type BrandRow = typeof brands.$inferSelect;

// Stock counts per make and the sections each make is on sale in, from the holding's index.
function stockByBrand(
  index: HoldingIndex,
): Map<string, { count: number; categories: Set<VehicleCategory> }> {
  const out = new Map<string, { count: number; categories: Set<VehicleCategory> }>();
  for (const card of index.cards) {
    if (!isOnSale(card.status)) continue;
    const seen = out.get(card.mark.code) ?? { count: 0, categories: new Set<VehicleCategory>() };
    seen.count += 1;
    seen.categories.add(card.category);
    out.set(card.mark.code, seen);
  }
  return out;
}

export function toBrand(
  row: BrandRow,
  stock: { count: number; categories: Set<VehicleCategory> } | undefined,
): Brand {
  return {
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameRu: row.nameRu,
    mark: { logo: row.logo },
    country: { code: row.country, name: labelOf(COUNTRY_LABELS, row.country) },
    isPopular: row.isPopular,
    categories: [...(stock?.categories ?? [])].sort(),
    count: stock?.count ?? 0,
  };
}

// The makes a holding sells: those of its dealers and those in its stock.
export async function holdingBrands(
  db: Db,
  holdingId: number,
  index: HoldingIndex,
): Promise<(Brand & { description: string })[]> {
  const stock = stockByBrand(index);
  const dealt = await db
    .selectDistinct({ brandId: dealerBrands.brandId })
    .from(dealerBrands)
    .innerJoin(dealers, eq(dealers.id, dealerBrands.dealerId))
    .where(eq(dealers.holdingId, holdingId));
  const dealtIds = new Set(dealt.map((d) => d.brandId));
  const rows = await db.select().from(brands).orderBy(asc(brands.sort), asc(brands.nameEn));
  return rows
    .filter((row) => dealtIds.has(row.id) || stock.has(row.code))
    .map((row) => ({ ...toBrand(row, stock.get(row.code)), description: row.description }));
}

export async function brandModels(db: Db, brandId: number) {
  return db
    .select()
    .from(models)
    .where(eq(models.brandId, brandId))
    .orderBy(asc(models.category), asc(models.sort));
}

export async function modelSeries(db: Db, modelIds: readonly number[]) {
  if (modelIds.length === 0) return [];
  return db
    .select()
    .from(series)
    .where(inArray(series.modelId, [...modelIds]))
    .orderBy(asc(series.yearFrom));
}

export async function seriesById(db: Db, id: number) {
  const [row] = await db
    .select({ series, model: models, brand: brands })
    .from(series)
    .innerJoin(models, eq(models.id, series.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(series.id, id)));
  return row ?? null;
}
