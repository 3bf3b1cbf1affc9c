import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findVehicle, toShort, vehicleIdByVin } from '../../db/queries/catalog/detail.ts';
import { AppError } from '../../errors.ts';
import { endpoint } from '../endpoint.ts';
import { responseCache } from './response-cache.ts';
import { errorResponses } from '../error-responses.ts';

const notFound = () => new AppError(errorCode.notFound, 'Автомобиль не найден');
const errors = errorResponses(400, 404, 500);

// One vehicle: its page, the short form for lead forms, the lookup by VIN and the 360° view.
// Answers come from the stock's rows, so they are kept as the listings' are, until the stock moves
// (a cold card page then costs the API no query).
const vehicle: FastifyPluginAsyncZod = async (fastify) => {
  const cache = responseCache(fastify.catalogStore);
  const load = async (holdingId: number, id: number) =>
    (await findVehicle(fastify.db, holdingId, id)) ?? Promise.reject(notFound());

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/:id', {
      tags: ['catalog'],
      summary: 'Карточка автомобиля',
      description:
        'Проданный автомобиль тоже отдаётся, со статусом sold: сайт показывает для него страницу 410.',
      operationId: 'getVehicle',
      errors,
    }),
    ...cache,
    handler: async (request) => load(request.query.holdingId, request.params.id),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/short/detail/:id', {
      tags: ['catalog'],
      summary: 'Краткие данные автомобиля для форм заявок',
      operationId: 'getVehicleShortDetail',
      errors,
    }),
    ...cache,
    handler: async (request) => {
      const v = await load(request.query.holdingId, request.params.id);
      return {
        ...toShort(v),
        vin: v.vin,
        color: v.color,
        dealer: {
          id: v.dealer.id,
          code: v.dealer.code,
          name: v.dealer.name,
          address: v.dealer.address,
          phone: v.dealer.phone,
        },
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/vin/:vin', {
      tags: ['catalog'],
      summary: 'Автомобиль по VIN (страницы QR-кодов)',
      operationId: 'getVehicleByVin',
      errors,
    }),
    ...cache,
    handler: async (request) => {
      const id = await vehicleIdByVin(fastify.db, request.query.holdingId, request.params.vin);
      if (id === null) throw notFound();
      return load(request.query.holdingId, id);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /catalog/ext/panorama', {
      tags: ['catalog'],
      summary: 'Панорама 360° автомобиля',
      operationId: 'getVehiclePanorama',
      errors,
    }),
    ...cache,
    handler: async (request) => {
      const v = await load(request.query.holdingId, request.query.id);
      if (!v.panorama) throw new AppError(errorCode.notFound, 'У этого автомобиля нет панорамы');
      return { id: v.id, ...v.panorama };
    },
  });
};

export default vehicle;
