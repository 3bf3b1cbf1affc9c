import {
  errorCode,
  holdingIdQuery,
  serverErrorSchema,
  seriesDetailSchema,
  seriesIdParamsSchema,
} from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seriesById, toBrand } from '../../db/queries/catalog/brands.ts';
import { AppError } from '../../errors.ts';
import { holdingIndexOf, seriesDetail } from '../brands/summaries.ts';

// SPEC 7 /seriesinfo/{id}: a generation by its id, with the holding's stock of it.
const seriesinfo: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['brands'],
        summary: 'Поколение модели по номеру',
        operationId: 'getSeriesInfo',
        params: seriesIdParamsSchema,
        querystring: holdingIdQuery,
        response: {
          200: seriesDetailSchema,
          400: serverErrorSchema,
          404: serverErrorSchema,
          500: serverErrorSchema,
        },
      },
    },
    async (request) => {
      const found = await seriesById(fastify.db, request.params.id);
      if (!found) throw new AppError(errorCode.notFound, 'Поколение не найдено');
      const index = await holdingIndexOf(fastify, request.query.holdingId);
      const brandStock = index.cards.filter(
        (c) => c.mark.code === found.brand.code && c.status !== 'sold',
      );
      const brand = toBrand(found.brand, {
        count: brandStock.length,
        categories: new Set(brandStock.map((c) => c.category)),
      });
      return seriesDetail(index, brand, found.model, found.series);
    },
  );
};

export default seriesinfo;
