import {
  catalogPanoramaQuerySchema,
  catalogPanoramaResponseSchema,
  errorCode,
  holdingIdQuery,
  serverErrorSchema,
  vehicleDetailSchema,
  vehicleIdParamsSchema,
  vehicleShortDetailSchema,
  vinParamsSchema,
} from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findVehicle, toShort, vehicleIdByVin } from '../../db/queries/catalog/detail.ts';
import { AppError } from '../../errors.ts';

const notFound = () => new AppError(errorCode.notFound, 'Автомобиль не найден');
const errors = { 400: serverErrorSchema, 404: serverErrorSchema, 500: serverErrorSchema };

// One vehicle: its page, the short form for lead forms, the lookup by VIN and the 360° view.
const vehicle: FastifyPluginAsyncZod = async (fastify) => {
  const load = async (holdingId: number, id: number) =>
    (await findVehicle(fastify.db, holdingId, id)) ?? Promise.reject(notFound());

  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Карточка автомобиля',
        description:
          'Проданный автомобиль тоже отдаётся, со статусом sold: сайт показывает для него страницу 410.',
        operationId: 'getVehicle',
        params: vehicleIdParamsSchema,
        querystring: holdingIdQuery,
        response: { 200: vehicleDetailSchema, ...errors },
      },
    },
    async (request) => load(request.query.holdingId, request.params.id),
  );

  fastify.get(
    '/short/detail/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Краткие данные автомобиля для форм заявок',
        operationId: 'getVehicleShortDetail',
        params: vehicleIdParamsSchema,
        querystring: holdingIdQuery,
        response: { 200: vehicleShortDetailSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  fastify.get(
    '/vin/:vin',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Автомобиль по VIN (страницы QR-кодов)',
        operationId: 'getVehicleByVin',
        params: vinParamsSchema,
        querystring: holdingIdQuery,
        response: { 200: vehicleDetailSchema, ...errors },
      },
    },
    async (request) => {
      const id = await vehicleIdByVin(fastify.db, request.query.holdingId, request.params.vin);
      if (id === null) throw notFound();
      return load(request.query.holdingId, id);
    },
  );

  fastify.get(
    '/ext/panorama',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Панорама 360° автомобиля',
        operationId: 'getVehiclePanorama',
        querystring: catalogPanoramaQuerySchema,
        response: { 200: catalogPanoramaResponseSchema, ...errors },
      },
    },
    async (request) => {
      const v = await load(request.query.holdingId, request.query.id);
      if (!v.panorama) throw new AppError(errorCode.notFound, 'У этого автомобиля нет панорамы');
      return { id: v.id, ...v.panorama };
    },
  );
};

export default vehicle;
