import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteLines } from '../../../db/queries/store/lists.ts';
import { errorResponses } from '../../error-responses.ts';
import { endpoint } from '../../endpoint.ts';
import { noStore } from '../../../plugins/app/no-store.ts';

// The basket of a visitor without an account lives in their browser (SPEC 4, 6): the basket and
// ordering pages ask here what its lines cost now and where they are in stock.
const quoteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.route({
    ...endpoint(fastify, 'POST /store/quote', {
      tags: ['store-personal'],
      summary: 'Строки корзины без входа: цены и наличие сейчас',
      description:
        'items[] с accItemId (и qty); товар, которого больше нет в продаже или из другой корзины, в ответ не попадает. Без qty — минимальное количество товара.',
      operationId: 'quoteBasket',
      errors: errorResponses(400),
    }),
    handler: async (request) => {
      const { type, holdingId } = request.query;
      const items = await quoteLines(fastify.db, type, holdingId, request.body.items);
      return { type, items, count: items.length };
    },
  });
};

export default quoteRoutes;
