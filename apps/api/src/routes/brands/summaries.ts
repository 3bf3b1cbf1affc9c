import type { Brand } from '@dealer/contract';
import { stockByModel } from '../../db/queries/catalog/models-summary.ts';
import { isOnSale } from '../../db/queries/catalog/on-sale.ts';
import type { HoldingIndex } from '../../db/queries/catalog/stock-index/index.ts';
import type { models, series } from '../../db/schema/index.ts';

type ModelRow = typeof models.$inferSelect;
type SeriesRow = typeof series.$inferSelect;

// A model with how many of it the holding has on sale and from what price.
export function modelSummary(index: HoldingIndex, brandCode: string, model: ModelRow) {
  const stock = stockByModel(
    index,
    (card) => card.mark.code === brandCode && card.model.code === model.code,
  ).get(`${brandCode}/${model.code}`);
  return {
    id: model.id,
    code: model.code,
    name: model.name,
    category: model.category,
    bodyType: model.bodyType,
    isNew: model.isNew,
    count: stock?.count ?? 0,
    priceFrom: stock?.priceFrom ?? null,
    preview: stock?.preview ?? null,
  };
}

// A generation page: the series with the stock of vehicles built in it.
export function seriesDetail(
  index: HoldingIndex,
  brand: Brand,
  model: ModelRow,
  generation: SeriesRow,
) {
  let count = 0;
  let priceFrom: number | null = null;
  index.cards.forEach((card, i) => {
    if (index.seriesIds[i] !== generation.id || !isOnSale(card.status)) return;
    count += 1;
    priceFrom = priceFrom === null ? card.disprice : Math.min(priceFrom, card.disprice);
  });
  return {
    brand,
    model: modelSummary(index, brand.code, model),
    series: {
      id: generation.id,
      code: generation.code,
      name: generation.name,
      yearFrom: generation.yearFrom,
      yearTo: generation.yearTo,
      bodyType: generation.bodyType,
      description: generation.description,
      specs: generation.specs,
      count,
      priceFrom,
    },
  };
}
