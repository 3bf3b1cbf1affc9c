import { errorCode, type Reception } from '@dealer/contract';
import { formatMinutes, parseMinutes } from '@dealer/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  receptionsInScope,
  updateReception,
  type ReceptionRow,
} from '../../db/queries/service/staff-bookings.ts';
import { AppError } from '../../errors.ts';
import { staffOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';
import { scopeOf } from './scope.ts';

const tags = ['reports'];

function reception(row: ReceptionRow): Reception {
  return {
    dealer: { id: row.dealerId, name: row.dealerName },
    weekdays: [...row.weekdays].sort(),
    opensAt: formatMinutes(row.opensAt),
    closesAt: formatMinutes(row.closesAt),
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
  };
}

// A dealer's service reception edited in the back office instead of the seed (issue 30 item 2):
// the holding's administrators and the dealership's own managers.
const receptions: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);

  fastify.route({
    ...endpoint(fastify, 'GET /reports/receptions', {
      tags,
      summary: 'Расписание сервисной приёмки дилерских центров',
      description:
        'Рабочие дни, часы, длительность слота и мест в слоте; менеджер видит свои центры.',
      operationId: 'staffReceptions',
      errors: errorResponses(400, 401, 403, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      return { items: (await receptionsInScope(fastify.db, scope)).map(reception) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'PATCH /reports/receptions/:dealerId', {
      tags,
      summary: 'Изменить расписание сервисной приёмки',
      description:
        'Новые дни и часы действуют для новых записей сразу; сделанные записи остаются. Изменение пишется в журнал. Чужой центр — 404.',
      operationId: 'updateReception',
      errors: errorResponses(400, 401, 403, 404, 422),
    }),
    handler: async (request) => {
      const scope = scopeOf(request, request.query.holdingId);
      const [before] = await receptionsInScope(fastify.db, scope, request.params.dealerId);
      if (!before) throw new AppError(errorCode.notFound, 'Дилерский центр не найден');
      const body = request.body;
      await updateReception(
        fastify.db,
        before,
        {
          weekdays: [...new Set(body.weekdays)].sort(),
          opensAt: parseMinutes(body.opensAt) ?? before.opensAt,
          closesAt: parseMinutes(body.closesAt) ?? before.closesAt,
          slotMinutes: body.slotMinutes,
          capacity: body.capacity,
        },
        { holdingId: scope.holdingId, actor: staffOf(request), at: fastify.services.clock() },
      );
      const [after] = await receptionsInScope(fastify.db, scope, before.dealerId);
      if (!after) throw new AppError(errorCode.notFound, 'Дилерский центр не найден');
      return reception(after);
    },
  });
};

export default receptions;
