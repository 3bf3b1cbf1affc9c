import { errorCode, type BasketType, type HoldingId } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  basketOf,
  existingItems,
  kindOfBasket,
  putInBasket,
  removeFromBasket,
} from '../../../db/queries/store/lists.ts';
import { AppError } from '../../../errors.ts';
import { customerOf } from '../../../plugins/app/auth.ts';
import { ownDataErrors } from '../../error-responses.ts';
import { endpoint } from '../../endpoint.ts';
import { noStore } from '../../../plugins/app/no-store.ts';

const errors = ownDataErrors;

// SPEC 7 /store/basket: ?type=accessories (ids) or parts (ids with quantities).
const basketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticate);
  async function answer(userId: number, type: BasketType, holdingId: HoldingId) {
    const items = await basketOf(fastify.db, userId, type, holdingId);
    return { type, items, count: items.length };
  }

  fastify.route({
    ...endpoint(fastify, 'GET /store/basket', {
      tags: ['store-personal'],
      summary: 'Корзина',
      operationId: 'getBasket',
      errors,
    }),
    handler: async (request) =>
      answer(customerOf(request).userId, request.query.type, request.query.holdingId),
  });

  fastify.route({
    ...endpoint(fastify, 'POST /store/basket', {
      tags: ['store-personal'],
      summary: 'Положить в корзину или изменить количество',
      description:
        'При входе сюда одним вызовом приходят количества, накопленные без входа. Без qty берётся минимальное количество товара; указанное qty заменяет сохранённое.',
      operationId: 'putInBasket',
      errors,
    }),
    handler: async (request) => {
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
  });

  fastify.route({
    ...endpoint(fastify, 'DELETE /store/basket', {
      tags: ['store-personal'],
      summary: 'Убрать из корзины',
      operationId: 'removeFromBasket',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const { type, holdingId, accItemId } = request.query;
      await removeFromBasket(fastify.db, userId, type, accItemId);
      return answer(userId, type, holdingId);
    },
  });
};

export default basketRoutes;
