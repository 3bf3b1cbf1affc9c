import {
  basketBodySchema,
  basketDeleteQuery,
  basketQuery,
  basketSchema,
  errorCode,
  type BasketType,
  type HoldingId,
} from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  basketOf,
  existingItems,
  kindOfBasket,
  putInBasket,
  removeFromBasket,
} from '../../db/queries/store-lists.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { ownDataErrors } from '../error-responses.ts';

const errors = ownDataErrors;

// SPEC 7 /store/basket: ?type=accessories (ids) or parts (ids with quantities).
const basketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  async function answer(userId: number, type: BasketType, holdingId: HoldingId) {
    const items = await basketOf(fastify.db, userId, type, holdingId);
    return { type, items, count: items.length };
  }

  fastify.get(
    '',
    {
      schema: {
        tags: ['store-personal'],
        summary: 'Корзина',
        operationId: 'getBasket',
        querystring: basketQuery,
        response: { 200: basketSchema, ...errors },
      },
    },
    async (request) =>
      answer(customerOf(request).userId, request.query.type, request.query.holdingId),
  );

  fastify.post(
    '',
    {
      schema: {
        tags: ['store-personal'],
        summary: 'Положить в корзину или изменить количество',
        description:
          'При входе сюда одним вызовом приходят количества, накопленные без входа. Без qty берётся минимальное количество товара; указанное qty заменяет сохранённое.',
        operationId: 'putInBasket',
        querystring: basketQuery,
        body: basketBodySchema,
        response: { 200: basketSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const { type, holdingId } = request.query;
      const ids = request.body.items.map((item) => item.accItemId);
      const known = await existingItems(fastify.db, ids, kindOfBasket[type]);
      const missing = [...new Set(ids.filter((id) => !known.has(id)))];
      if (missing.length > 0) {
        const message = `Товар не найден: ${missing.join(', ')}`;
        throw new AppError(errorCode.notFound, message, [{ field: 'items', message }]);
      }
      await putInBasket(fastify.db, userId, type, request.body.items, fastify.services.clock());
      return answer(userId, type, holdingId);
    },
  );

  fastify.delete(
    '',
    {
      schema: {
        tags: ['store-personal'],
        summary: 'Убрать из корзины',
        operationId: 'removeFromBasket',
        querystring: basketDeleteQuery,
        response: { 200: basketSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const { type, holdingId, accItemId } = request.query;
      await removeFromBasket(fastify.db, userId, type, accItemId);
      return answer(userId, type, holdingId);
    },
  );
};

export default basketRoutes;
