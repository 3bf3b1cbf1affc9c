import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseCache } from './response-cache.ts';
import { toShort } from '../../db/queries/catalog/detail.ts';
import {
  countFacets,
  idPredicates,
  pageOf,
  predicatesOf,
} from '../../db/queries/catalog/stock-index/index.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 500);

// Short lists (favourites, compare) and the extended filter panel, both over the in-memory index.
const short: FastifyPluginAsyncZod = async (fastify) => {
  const cache = responseCache(fastify.catalogStore);
  const holding = fastify.catalogStore.holding;

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/short', {
      tags: ['catalog'],
      summary: 'Краткий список автомобилей: по номерам (избранное, сравнение) или по фильтрам',
      operationId: 'listCatalogShort',
      errors,
    }),
    handler: async (request) => {
      const { query } = request;
      const index = await holding(query.holdingId);
      const predicates = query.id
        ? idPredicates(index, query, query.id.map(Number))
        : predicatesOf(index, query);
      const page = pageOf(index, predicates, 'new-first', query.page, query.perPage);
      return {
        items: page.items.map(toShort),
        meta: {
          page: {
            current: query.page,
            perPage: query.perPage,
            total: page.total,
            totalPages: Math.ceil(page.total / query.perPage),
          },
        },
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/get/ext/filter', {
      tags: ['catalog'],
      summary: 'Данные расширенного фильтра: значения с количеством и диапазоны',
      operationId: 'getCatalogExtFilter',
      errors,
    }),
    ...cache,
    handler: async (request) => {
      const index = await holding(request.query.holdingId);
      const predicates = predicatesOf(index, request.query);
      return {
        total: pageOf(index, predicates, 'new-first', 1, 0).total,
        facets: countFacets(index, predicates),
      };
    },
  });
};

export default short;
