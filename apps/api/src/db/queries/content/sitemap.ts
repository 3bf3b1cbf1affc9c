import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  brands,
  dealers,
  models,
  publications,
  storeCategories,
  vehicles,
} from '../../schema/index.ts';
import { onSaleSql } from '../catalog/on-sale.ts';

/** What the site map lists from the data of one holding; the web turns each into its page's URL. */
export async function sitemapSources(db: Db, holdingId: number) {
  const onSale = and(eq(vehicles.holdingId, holdingId), onSaleSql());
  const [stock, listings, items, salons, categories] = await Promise.all([
    db.select({ id: vehicles.id }).from(vehicles).where(onSale).orderBy(asc(vehicles.id)),
    db
      .selectDistinct({
        category: vehicles.category,
        condition: vehicles.condition,
        mark: brands.code,
        model: models.code,
      })
      .from(vehicles)
      .innerJoin(brands, eq(brands.id, vehicles.brandId))
      .innerJoin(models, eq(models.id, vehicles.modelId))
      .where(onSale)
      .orderBy(vehicles.category, vehicles.condition, brands.code, models.code),
    db
      .select({
        kind: publications.kind,
        slug: publications.slug,
        lang: publications.lang,
        publishedAt: publications.publishedAt,
      })
      .from(publications)
      .where(
        and(
          eq(publications.isPublished, true),
          lte(publications.publishedAt, new Date()),
          or(isNull(publications.holdingId), eq(publications.holdingId, holdingId)),
        ),
      )
      .orderBy(publications.kind, asc(publications.id)),
    db
      .select({ city: dealers.cityCode, code: dealers.code })
      .from(dealers)
      .where(and(eq(dealers.holdingId, holdingId), eq(dealers.isActive, true)))
      .orderBy(dealers.cityCode, dealers.code),
    db
      .select({
        id: storeCategories.id,
        parentId: storeCategories.parentId,
        kind: storeCategories.kind,
        code: storeCategories.code,
      })
      .from(storeCategories)
      .orderBy(storeCategories.kind, storeCategories.level, storeCategories.sort),
  ]);
  return {
    vehicles: stock.map((row) => row.id),
    listings,
    publications: items.map((item) => ({ ...item, publishedAt: item.publishedAt.toISOString() })),
    dealers: salons,
    storeCategories: categoryPaths(categories),
  };
}

type CategoryRow = { id: number; parentId: number | null; kind: string; code: string };

// Each category as its kind and the codes from the top level down (/store/{a}/{b}/{c}/).
function categoryPaths(rows: readonly CategoryRow[]): { kind: string; codes: string[] }[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const codes = [row.code];
    for (let parent = row.parentId; parent !== null;) {
      const up = byId.get(parent);
      if (!up) break;
      codes.unshift(up.code);
      parent = up.parentId;
    }
    return { kind: row.kind, codes };
  });
}
