import { holdingIdQuery } from '../common.ts';
import { sitemapSourcesSchema } from '../sitemap.ts';
import type { EndpointGroup } from './types.ts';

export const seoEndpoints = {
  'GET /seo/sitemap': { query: holdingIdQuery, response: sitemapSourcesSchema },
} as const satisfies EndpointGroup;
