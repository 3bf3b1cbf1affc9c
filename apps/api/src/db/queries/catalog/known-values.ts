import type { KnownCatalogValues } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { brands, dealers, models } from '../../schema/index.ts';

/** Marks and models (shared by both holdings) and each holding's dealer codes, by holding id. */
export async function loadKnownValues(db: Db): Promise<ReadonlyMap<number, KnownCatalogValues>> {
  const [modelRows, dealerRows] = await Promise.all([
    db
      .select({ mark: brands.code, model: models.code })
      .from(brands)
      .leftJoin(models, eq(models.brandId, brands.id)),
    db.select({ holdingId: dealers.holdingId, code: dealers.code }).from(dealers),
  ]);
  const byMark = new Map<string, Set<string>>();
  for (const { mark, model } of modelRows) {
    const set = byMark.get(mark) ?? new Set<string>();
    if (model !== null) set.add(model);
    byMark.set(mark, set);
  }
  const byHolding = new Map<number, Set<string>>();
  for (const { holdingId, code } of dealerRows) {
    const set = byHolding.get(holdingId) ?? new Set<string>();
    set.add(code);
    byHolding.set(holdingId, set);
  }
  const marks = new Set(byMark.keys());
  return new Map(
    [1, 2].map((holdingId) => [
      holdingId,
      { marks, models: byMark, dealers: byHolding.get(holdingId) ?? new Set<string>() },
    ]),
  );
}
