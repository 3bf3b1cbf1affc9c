import { errorCode } from '@dealer/contract';
import { unknownCatalogValue } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { responseCache } from './response-cache.ts';
import {
  countFacets,
  inCity,
  pageOf,
  predicatesOf,
} from '../../db/queries/catalog/stock-index/index.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// GET /v1/catalog: one page of a vehicle listing with its total and the facet counts.
const listing: FastifyPluginAsyncZod = async (fastify) => {
  const cache = responseCache(fastify.catalogStore);
  // The version of the stock the listings answer from: the web drops its kept pages when it moves.
  fastify.route({
    ...endpoint(fastify, 'GET /catalog/signature', {
      tags: ['catalog'],
      summary: 'Версия наличия',
      description:
        'Меняется, когда автомобиль добавлен, изменён или продан и списки уже отвечают по-новому (в пределах пары секунд). Веб-сервер по ней сбрасывает сохранённые страницы.',
      operationId: 'stockSignature',
      errors: errorResponses(500),
    }),
    handler: async () => ({ signature: await fastify.catalogStore.signature() }),
  });
  fastify.route({
    ...endpoint(fastify, 'GET /catalog', {
      tags: ['catalog'],
      summary: 'Список автомобилей с фильтрами, сортировкой, страницами и фасетами',
      description:
        'Фильтры принимают одно значение, список через запятую или повтор параметра. Значение, которого нет в справочниках (марка, модель, дилер, тип кузова...), — 404. Проданные автомобили не показываются, пока фильтр status их не запросит. Фасет считает значения с учётом всех фильтров, кроме своего.',
      operationId: 'listCatalog',
      errors: errorResponses(400, 404, 500),
    }),
    ...cache,
    handler: async (request) => {
      const query = request.query;
      const known = await fastify.catalogStore.known(query.holdingId);
      const unknown = known && unknownCatalogValue(query, known, fastify.services.clock());
      // A listing of a word the catalogue does not know is no page at all, not an empty one.
      if (unknown)
        throw new AppError(
          errorCode.notFound,
          `В каталоге нет такого значения фильтра ${unknown.key}: ${unknown.value}`,
        );
      const index = await fastify.catalogStore.holding(query.holdingId);
      const predicates = predicatesOf(index, query);
      const near = query.near ? inCity(index, query.near) : undefined;
      const page = pageOf(index, predicates, query.sort, query.page, query.perPage, near);
      return {
        items: page.items,
        meta: {
          page: {
            current: query.page,
            perPage: query.perPage,
            total: page.total,
            totalPages: Math.ceil(page.total / query.perPage),
          },
        },
        facets: query.facets ? countFacets(index, predicates) : null,
      };
    },
  });
};

export default listing;
