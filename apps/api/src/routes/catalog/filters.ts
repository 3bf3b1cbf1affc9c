import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responseCache } from './response-cache.ts';
import { newModels, stockByModel } from '../../db/queries/catalog/models-summary.ts';
import { countFacets, pageOf, predicatesOf } from '../../db/queries/catalog/stock-index/index.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 500);

// The quick filter of the home page and the new models strip.
const filters: FastifyPluginAsyncZod = async (fastify) => {
  const cache = responseCache(fastify.catalogStore);
  const holding = fastify.catalogStore.holding;

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/get/mini/filter', {
      tags: ['catalog'],
      summary: 'Быстрый фильтр: марки и модели с количеством, диапазоны цены и года',
      operationId: 'getCatalogMiniFilter',
      errors,
    }),
    ...cache,
    handler: async (request) => {
      const index = await holding(request.query.holdingId);
      const predicates = predicatesOf(index, request.query);
      const { values, ranges } = countFacets(index, predicates);
      const marks = values.mark.map((mark) => ({
        code: mark.value,
        name: mark.label,
        count: mark.count,
        models: values.model
          .filter((m) => m.parent === mark.value)
          .map((m) => ({ code: m.value, name: m.label, count: m.count })),
      }));
      return {
        total: pageOf(index, predicates, 'new-first', 1, 0).total,
        marks,
        price: ranges.price,
        year: ranges.year,
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/newmodels', {
      tags: ['catalog'],
      summary: 'Новинки модельного ряда, которые есть в продаже',
      operationId: 'listNewModels',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, category } = request.query;
      const stock = stockByModel(await holding(holdingId), (card) => card.condition === 'new');
      const items = (await newModels(fastify.db)).flatMap((m) => {
        const seen = stock.get(`${m.markCode}/${m.code}`);
        if (!seen || (category?.length && !category.includes(m.category))) return [];
        return [
          {
            mark: { code: m.markCode, name: m.markName },
            model: { code: m.code, name: m.name },
            category: m.category,
            bodyType: m.bodyType,
            ...seen,
          },
        ];
      });
      return { items };
    },
  });
};

export default filters;
