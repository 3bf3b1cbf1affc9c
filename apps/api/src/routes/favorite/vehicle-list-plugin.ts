import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addVehicles,
  listFull,
  listShort,
  removeVehicles,
  vehicleListTables,
} from '../../db/queries/vehicle-lists.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { ownDataErrors } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = ownDataErrors;

type ListKind = keyof typeof vehicleListTables;
const words: Record<ListKind, { tag: string; noun: string; id: string }> = {
  favorite: { tag: 'favorite', noun: 'избранное', id: 'Favorite' },
  compare: { tag: 'compare', noun: 'сравнение', id: 'Compare' },
};

// SPEC 7 vehicle favourites and compare: the same four calls over one list each.
export function vehicleListRoutes(kind: ListKind): FastifyPluginAsyncZod {
  const table = vehicleListTables[kind];
  const { tag, noun, id } = words[kind];
  return async (fastify) => {
    noStore(fastify);
    fastify.addHook('onRequest', fastify.authenticate);

    fastify.route({
      ...endpoint(fastify, `GET /${kind}` as const, {
        tags: [tag],
        summary: `Автомобили в списке «${noun}»`,
        description: 'Карточки с ценой и статусом; проданный автомобиль остаётся в списке.',
        operationId: `get${id}`,
        errors,
      }),
      handler: async (request) => {
        const { userId } = customerOf(request);
        const [items, short] = await Promise.all([
          listFull(fastify.db, table, userId),
          listShort(fastify.db, table, userId),
        ]);
        return { items, ...short };
      },
    });

    fastify.route({
      ...endpoint(fastify, `GET /${kind}/short` as const, {
        tags: [tag],
        summary: `Идентификаторы списка «${noun}» по типам транспорта`,
        operationId: `get${id}Short`,
        errors,
      }),
      handler: async (request) => listShort(fastify.db, table, customerOf(request).userId),
    });

    fastify.route({
      ...endpoint(fastify, `POST /${kind}` as const, {
        tags: [tag],
        summary: `Добавить автомобили в «${noun}»`,
        operationId: `add${id}`,
        errors,
      }),
      handler: async (request) => {
        const { userId } = customerOf(request);
        const missing = await addVehicles(fastify.db, table, userId, request.body.carId);
        if (missing.length > 0) {
          const message = `Автомобиль не найден: ${missing.join(', ')}`;
          throw new AppError(errorCode.notFound, message, [{ field: 'carId', message }]);
        }
        return listShort(fastify.db, table, userId);
      },
    });

    fastify.route({
      ...endpoint(fastify, `DELETE /${kind}` as const, {
        tags: [tag],
        summary: `Убрать автомобили из «${noun}» (carId или deleteAll=true)`,
        operationId: `remove${id}`,
        errors,
      }),
      handler: async (request) => {
        const { userId } = customerOf(request);
        const { deleteAll, carId } = request.query;
        await removeVehicles(fastify.db, table, userId, deleteAll ? 'all' : (carId ?? []));
        return listShort(fastify.db, table, userId);
      },
    });
  };
}
