import {
  CATEGORY_HOLDINGS,
  holdingDisplayName,
  LISTING_CATEGORIES,
  listingH1,
  presetH1,
  ROUTES,
  type HoldingId,
} from '@dealer/domain';
import type { seoMeta } from '../../src/db/schema/index.ts';

type Row = typeof seoMeta.$inferInsert;
export type StockPage = {
  holdingId: HoldingId;
  category: string;
  condition: string;
  markCode: string;
  markName: string;
  modelCode: string;
  modelName: string;
};

function row(holdingId: HoldingId, url: string, h1: string, text = ''): Row {
  const name = holdingDisplayName(holdingId);
  return {
    holdingId,
    url,
    h1,
    title: `${h1} — купить в Москве и Санкт-Петербурге | ${name}`,
    description: `${h1} у официальных дилеров ${name}: цены, наличие, кредит и трейд-ин. Запишитесь на тест-драйв онлайн.`,
    text,
  };
}

// SEO meta of the listings: the fixed SEO pages of the route table, each section and condition, each make and model in stock.
export function buildSeoRows(stock: readonly StockPage[]): Row[] {
  const rows = new Map<string, Row>();
  const add = (r: Row) => rows.set(`${r.holdingId}|${r.url}`, r);
  for (const holdingId of [1, 2] as const) {
    for (const route of ROUTES) {
      if (!route.preset || !route.holdings.includes(holdingId) || route.path.includes(':'))
        continue;
      add(row(holdingId, `${route.path}/`, presetH1(route.preset)));
    }
    for (const category of LISTING_CATEGORIES) {
      if (!CATEGORY_HOLDINGS[category].includes(holdingId)) continue;
      add(
        row(
          holdingId,
          `/${category}/`,
          listingH1(category),
          `${listingH1(category)} в наличии и под заказ. Подберите автомобиль по марке, цене и характеристикам.`,
        ),
      );
      for (const condition of ['new', 'used'] as const)
        add(row(holdingId, `/${category}/${condition}/`, listingH1(category, condition)));
    }
    for (const s of stock.filter((p) => p.holdingId === holdingId)) {
      const base = listingH1(s.category as (typeof LISTING_CATEGORIES)[number], s.condition);
      add(row(holdingId, `/${s.category}/${s.condition}/${s.markCode}/`, `${base} ${s.markName}`));
      add(
        row(
          holdingId,
          `/${s.category}/${s.condition}/${s.markCode}/${s.modelCode}/`,
          `${base} ${s.markName} ${s.modelName}`,
        ),
      );
    }
    add(row(holdingId, '/brands/', 'Марки автомобилей'));
    add(row(holdingId, '/contacts/', 'Дилерские центры'));
    add(row(holdingId, '/news/', 'Новости'));
    add(row(holdingId, '/actions/', 'Акции и спецпредложения'));
  }
  return [...rows.values()];
}
