import {
  errorCode,
  garageCarInputSchema,
  garageCarSchema,
  garageCarUpdateSchema,
  garageListSchema,
  holdingIdQuery,
  recordIdParams,
  successSchema,
  type ErrorDetail,
} from '@dealer/contract';
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
  fastify.get(
    '',
    {
      schema: {
        tags,
        summary: 'Гараж',
        operationId: 'getGarage',
        querystring: holdingIdQuery,
        response: { 200: garageListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await garageOf(fastify.db, customerOf(request).userId),
      limit: GARAGE_LIMIT,
    }),
  );

  fastify.post(
    '',
    {
      schema: {
        tags,
        summary: 'Добавить автомобиль в гараж',
        description: `Не больше ${GARAGE_LIMIT} автомобилей; первый становится основным.`,
        operationId: 'addGarageCar',
        querystring: holdingIdQuery,
        body: garageCarInputSchema,
        response: { 200: garageCarSchema, ...errors },
      },
    },
    async (request) => {
      checkCar(request.body);
      const car = await addGarageCar(fastify.db, customerOf(request).userId, request.body);
      if (car === 'full')
        throw new AppError(
          errorCode.alreadyExists,
          `В гараже уже ${GARAGE_LIMIT} автомобилей. Отправьте заявку на увеличение лимита.`,
        );
      return car;
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Автомобиль в гараже',
        operationId: 'getGarageCar',
        querystring: holdingIdQuery,
        params: recordIdParams,
        response: { 200: garageCarSchema, ...errors },
      },
    },
    async (request) => {
      const car = await garageCar(fastify.db, customerOf(request).userId, request.params.id);
      if (!car) throw notFound();
      return car;
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить автомобиль (основной, пробег, госномер, цвет)',
        operationId: 'updateGarageCar',
        querystring: holdingIdQuery,
        params: recordIdParams,
        body: garageCarUpdateSchema,
        response: { 200: garageCarSchema, ...errors },
      },
    },
    async (request) => {
      checkCar(request.body);
      const { userId } = customerOf(request);
      const car = await updateGarageCar(fastify.db, userId, request.params.id, request.body);
      if (!car) throw notFound();
      return car;
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Убрать автомобиль из гаража',
        operationId: 'deleteGarageCar',
        querystring: holdingIdQuery,
        params: recordIdParams,
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      const deleted = await deleteGarageCar(
        fastify.db,
        customerOf(request).userId,
        request.params.id,
      );
      if (!deleted) throw notFound();
      return { success: true as const };
    },
  );
};

export default garageRoutes;
