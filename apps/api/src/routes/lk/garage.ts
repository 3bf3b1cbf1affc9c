import { errorCode, type ErrorDetail } from '@dealer/contract';
import { validateStateNumber, validateVin } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GARAGE_LIMIT,
  addGarageCar,
  deleteGarageCar,
  garageCar,
  garageOf,
  updateGarageCar,
} from '../../db/queries/garage.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 401, 404, 409, 422);
const notFound = () => new AppError(errorCode.notFound, 'Автомобиль не найден');

// SPEC 5 VIN and state-number rules for what a customer types about their car.
function checkCar(car: {
  vin?: string | null | undefined;
  stateNumber?: string | null | undefined;
}) {
  const details: ErrorDetail[] = [];
  const vin = car.vin ? validateVin(car.vin) : null;
  if (vin) details.push({ field: 'vin', message: vin });
  const plate = car.stateNumber ? validateStateNumber(car.stateNumber) : null;
  if (plate) details.push({ field: 'stateNumber', message: plate });
  const first = details[0];
  if (first) throw new AppError(errorCode.invalidArgument, first.message, details);
}

// /lk/garage: the customer's own cars.
const garageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['lk'];
  fastify.route({
    ...endpoint(fastify, 'GET /lk/garage', {
      tags,
      summary: 'Гараж',
      operationId: 'getGarage',
      errors,
    }),
    handler: async (request) => ({
      items: await garageOf(fastify.db, customerOf(request).userId),
      limit: GARAGE_LIMIT,
    }),
  });

  fastify.route({
    ...endpoint(fastify, 'POST /lk/garage', {
      tags,
      summary: 'Добавить автомобиль в гараж',
      description: `Не больше ${GARAGE_LIMIT} автомобилей; первый становится основным.`,
      operationId: 'addGarageCar',
      errors,
    }),
    handler: async (request) => {
      checkCar(request.body);
      const car = await addGarageCar(fastify.db, customerOf(request).userId, request.body);
      if (car === 'full')
        throw new AppError(
          errorCode.alreadyExists,
          `В гараже уже ${GARAGE_LIMIT} автомобилей. Отправьте заявку на увеличение лимита.`,
        );
      return car;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/garage/:id', {
      tags,
      summary: 'Автомобиль в гараже',
      operationId: 'getGarageCar',
      errors,
    }),
    handler: async (request) => {
      const car = await garageCar(fastify.db, customerOf(request).userId, request.params.id);
      if (!car) throw notFound();
      return car;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'PATCH /lk/garage/:id', {
      tags,
      summary: 'Изменить автомобиль (основной, пробег, госномер, цвет)',
      operationId: 'updateGarageCar',
      errors,
    }),
    handler: async (request) => {
      checkCar(request.body);
      const { userId } = customerOf(request);
      const car = await updateGarageCar(fastify.db, userId, request.params.id, request.body);
      if (!car) throw notFound();
      return car;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'DELETE /lk/garage/:id', {
      tags,
      summary: 'Убрать автомобиль из гаража',
      operationId: 'deleteGarageCar',
      errors,
    }),
    handler: async (request) => {
      const deleted = await deleteGarageCar(
        fastify.db,
        customerOf(request).userId,
        request.params.id,
      );
      if (!deleted) throw notFound();
      return { success: true as const };
    },
  });
};

export default garageRoutes;
