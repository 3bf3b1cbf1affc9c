import { holdingIdQuery } from '../common.ts';
import { investorDocumentsQuerySchema, investorDocumentsResponseSchema } from '../investors.ts';
import { sitemapSourcesSchema } from '../sitemap.ts';
import type { EndpointGroup } from './types.ts';

// The search engines' data and the investor section: the content engineer's endpoints.
export const seoEndpoints = {
  'GET /seo/sitemap': { query: holdingIdQuery, response: sitemapSourcesSchema },
  'GET /investors/documents': {
    query: investorDocumentsQuerySchema,
    response: investorDocumentsResponseSchema,
  },
} as const satisfies EndpointGroup;
