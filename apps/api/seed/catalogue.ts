import type { Db } from '../src/db/client.ts';
import { seedCatalogue, type CatalogueReport } from './catalog/index.ts';
import { seedContent, type ContentReport } from './content/index.ts';

export type CatalogueAreasReport = CatalogueReport & ContentReport;

// Holdings, cities, dealers, makes, vehicles, then the content that refers to them.
export async function seedCatalogueAreas(db: Db): Promise<CatalogueAreasReport> {
  const catalogue = await seedCatalogue(db);
  return { ...catalogue, ...(await seedContent(db)) };
}
