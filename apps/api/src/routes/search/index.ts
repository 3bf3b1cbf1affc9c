import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { search } from '../../db/queries/search/search.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// GET /v1/search (SPEC 7): the search overlay's three tabs in one call.
const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /search', {
      tags: ['search'],
      summary: 'Поиск по автомобилям, аксессуарам и запчастям',
      description:
        'Понимает словоформы («тормозные колодки» — «колодка тормозная»), опечатки, марки по-русски ' +
        '(«бмв», «мерседес»), запрос в неверной раскладке («,vd») и артикулы без пробелов и дефисов. ' +
        'Каждая группа листается своим параметром page*; фасеты: модели для автомобилей, категории ' +
        'для аксессуаров и запчастей.',
      operationId: 'search',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) =>
      search(fastify.db, request.query, (holdingId) => fastify.catalogStore.holding(holdingId)),
  });
};

export default searchRoutes;
