import { z } from 'zod';
import { publicationKindSchema } from './content.ts';

// GET /seo/sitemap: what the XML site map lists from the data; the web builds each page's URL.
export const sitemapSourcesSchema = z
  .object({
    vehicles: z.array(z.number().int()).meta({ description: 'Автомобили в продаже (id карточки)' }),
    listings: z.array(
      z.object({
        category: z.string(),
        condition: z.string(),
        mark: z.string(),
        model: z.string(),
      }),
    ),
    publications: z.array(
      z.object({
        kind: publicationKindSchema,
        lang: z.enum(['ru', 'en']),
        slug: z.string(),
        publishedAt: z.string(),
      }),
    ),
    dealers: z.array(z.object({ city: z.string(), code: z.string() })),
    storeCategories: z.array(
      z.object({
        kind: z.string(),
        codes: z.array(z.string()).meta({ description: 'Коды от верхнего уровня вниз' }),
      }),
    ),
  })
  .meta({ id: 'SitemapSources' });
export type SitemapSources = z.infer<typeof sitemapSourcesSchema>;
