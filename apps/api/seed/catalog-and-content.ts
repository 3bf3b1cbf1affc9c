import type { Db } from '../src/db/client.ts';
import { seedBills } from './bills.ts';
import { seedCatalogue, type CatalogueReport } from './catalog/index.ts';
import { seedContent, type ContentReport } from './content/index.ts';
import { seedBrandVideos } from './content/videos.ts';
import { seedContentAdditions, type ContentAdditionsReport } from './content/content-additions.ts';

export type CatalogueAreasReport = CatalogueReport &
  ContentReport &
  ContentAdditionsReport & { videos: number; bills: number };

// Holdings, cities, dealers, makes, vehicles, then the content and the bills that refer to them.
export async function seedCatalogueAreas(db: Db): Promise<CatalogueAreasReport> {
  const catalogue = await seedCatalogue(db);
  const content = await seedContent(db);
  const videos = await seedBrandVideos(db);
  const bills = await seedBills(db);
  return { ...catalogue, ...content, videos, bills, ...(await seedContentAdditions(db)) };
}
