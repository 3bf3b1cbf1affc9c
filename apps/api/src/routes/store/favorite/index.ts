import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessoryFavorites,
  addAccessoryFavorites,
  existingItems,
  removeAccessoryFavorites,
} from '../../../db/queries/store/lists.ts';
import { AppError } from '../../../errors.ts';
import { customerOf } from '../../../plugins/app/auth.ts';
import { ownDataErrors } from '../../error-responses.ts';
import { endpoint } from '../../endpoint.ts';
import { noStore } from '../../../plugins/app/no-store.ts';

const errors = ownDataErrors;

// SPEC 7 /store/favorite: the favourite accessories and parts of a logged-in visitor.
const storeFavoriteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.route({
    ...endpoint(fastify, 'GET /store/favorite', {
      tags: ['store-personal'],
      summary: 'Избранные товары',
      operationId: 'getStoreFavorites',
      errors,
    }),
    handler: async (request) => accessoryFavorites(fastify.db, customerOf(request).userId),
  });

  fastify.route({
    ...endpoint(fastify, 'POST /store/favorite', {
      tags: ['store-personal'],
      summary: 'Добавить товары в избранное',
      operationId: 'addStoreFavorites',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const ids = request.body.accItemId;
      const known = await existingItems(fastify.db, ids);
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length > 0) {
        const message = `Товар не найден: ${[...new Set(missing)].join(', ')}`;
        throw new AppError(errorCode.notFound, message, [{ field: 'accItemId', message }]);
      }
      await addAccessoryFavorites(fastify.db, userId, ids);
      return accessoryFavorites(fastify.db, userId);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'DELETE /store/favorite', {
      tags: ['store-personal'],
      summary: 'Убрать товары из избранного (accItemId или deleteAll=true)',
      operationId: 'removeStoreFavorites',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const { deleteAll, accItemId } = request.query;
      await removeAccessoryFavorites(fastify.db, userId, deleteAll ? 'all' : (accItemId ?? []));
      return accessoryFavorites(fastify.db, userId);
    },
  });
};

export default storeFavoriteRoutes;
