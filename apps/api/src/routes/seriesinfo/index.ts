import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seriesById, toBrand } from '../../db/queries/catalog/brands.ts';
import { isOnSale } from '../../db/queries/catalog/on-sale.ts';
import { AppError } from '../../errors.ts';
import { seriesDetail } from '../brands/summaries.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// SPEC 7 /seriesinfo/{id}: a generation by its id, with the holding's stock of it.
const seriesinfo: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /seriesinfo/:id', {
      tags: ['brands'],
      summary: 'Поколение модели по номеру',
      operationId: 'getSeriesInfo',
      errors: errorResponses(400, 404, 500),
    }),
    handler: async (request) => {
      const found = await seriesById(fastify.db, request.params.id);
      if (!found) throw new AppError(errorCode.notFound, 'Поколение не найдено');
      const index = await fastify.catalogStore.holding(request.query.holdingId);
      const brandStock = index.cards.filter(
        (c) => c.mark.code === found.brand.code && isOnSale(c.status),
      );
      const brand = toBrand(found.brand, {
        count: brandStock.length,
        categories: new Set(brandStock.map((c) => c.category)),
      });
      return seriesDetail(index, brand, found.model, found.series);
    },
  });
};

export default seriesinfo;
