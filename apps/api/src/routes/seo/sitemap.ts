import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapSources } from '../../db/queries/content/sitemap.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// GET /seo/sitemap: the data the XML site map lists (vehicles, listings, content, dealers, store).
const sitemap: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /seo/sitemap', {
      tags: ['seo'],
      summary: 'Данные для карты сайта sitemap.xml',
      operationId: 'getSitemapSources',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) => sitemapSources(fastify.db, request.query.holdingId),
  });
};

export default sitemap;
