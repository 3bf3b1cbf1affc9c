import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { brands, dealers, models } from '../../schema/index.ts';

/** Our makes and models as the importer matches them (stock-import/catalogue.ts). */
export async function loadCatalogueRows(db: Db) {
  const [brandRows, modelRows] = await Promise.all([
    db
      .select({
        id: brands.id,
        code: brands.code,
        nameEn: brands.nameEn,
        nameRu: brands.nameRu,
        country: brands.country,
      })
      .from(brands),
    db
      .select({
        id: models.id,
        brandId: models.brandId,
        code: models.code,
        name: models.name,
        nameRu: models.nameRu,
        category: models.category,
        bodyType: models.bodyType,
      })
      .from(models),
  ]);
  return { brands: brandRows, models: modelRows };
}

export type ImportDealer = {
  id: number;
  code: string;
  name: string;
  holdingId: number;
  cityCode: string;
};

const dealerColumns = {
  id: dealers.id,
  code: dealers.code,
  name: dealers.nameRu,
  holdingId: dealers.holdingId,
  cityCode: dealers.cityCode,
};

/** The dealers of a code (one per holding at most). */
export function dealersByCode(db: Db, code: string): Promise<ImportDealer[]> {
  return db.select(dealerColumns).from(dealers).where(eq(dealers.code, code));
}

/** A dealer by id, for the scheduled feeds (its holding comes with it). */
export function dealerById(db: Db, id: number): Promise<ImportDealer[]> {
  return db.select(dealerColumns).from(dealers).where(eq(dealers.id, id));
}
