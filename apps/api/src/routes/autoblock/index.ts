import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toShort } from '../../db/queries/catalog/detail.ts';
import { pageOf, predicatesOf } from '../../db/queries/catalog/stock-index/index.ts';
import { errorResponses } from '../error-responses.ts';
import { pageMeta } from '../page-meta.ts';
import { endpoint } from '../endpoint.ts';

// SPEC 7 /autoblock: the vehicles block embedded in content pages, the tiles of /catalog/short.
const autoblock: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /autoblock', {
      tags: ['catalog'],
      summary: 'Блок автомобилей для страниц с контентом',
      description:
        'До 12 автомобилей в наличии по марке, модели, разделу, состоянию и городу; проданные не показываются. Ответ в форме /catalog/short.',
      operationId: 'getAutoblock',
      errors: errorResponses(400),
    }),
    handler: async (request) => {
      const { holdingId, sort, limit, ...filter } = request.query;
      const index = await fastify.catalogStore.holding(holdingId);
      const page = pageOf(index, predicatesOf(index, filter), sort, 1, limit);
      return {
        items: page.items.map(toShort),
        meta: pageMeta(1, limit, page.total),
      };
    },
  });
};

export default autoblock;
