import type { Db } from '../../src/db/client.ts';
import { seedEnglishNews } from './english-news.ts';
import { seedHomeBanners } from './home-banners.ts';
import { seedInfoPages } from './info-pages.ts';
import { seedInvestorDocuments } from './investor-documents.ts';

export type ContentAdditionsReport = {
  infoPages: number;
  investorDocuments: number;
  englishNews: number;
  homeBanners: number;
};

// Content added after the first content seed; each part adds only what is missing, so a database
// seeded before them gets them on its next start.
export async function seedContentAdditions(db: Db): Promise<ContentAdditionsReport> {
  return {
    infoPages: await seedInfoPages(db),
    investorDocuments: await seedInvestorDocuments(db),
    englishNews: await seedEnglishNews(db),
    homeBanners: await seedHomeBanners(db),
  };
}
