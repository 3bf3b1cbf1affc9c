import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { moderateReview, pendingReviews } from '../../../db/queries/content/reviews.ts';
import { AppError } from '../../../errors.ts';
import { authMessages, staffOf } from '../../../plugins/app/auth.ts';
import { noStore } from '../../../plugins/app/no-store.ts';
import { endpoint } from '../../endpoint.ts';
import { errorResponses } from '../../error-responses.ts';
import { pageMeta } from '../../page-meta.ts';

const tags = ['reports'];

// Staff moderation of visitors' reviews: the queue and the decision; a manager sees their holding only.
const reviewModeration: FastifyPluginAsyncZod = async (plain) => {
  const fastify = plain.withTypeProvider<ZodTypeProvider>();
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);

  const ownHolding = (request: Parameters<typeof staffOf>[0], holdingId: number) => {
    const staff = staffOf(request);
    if (staff.holdingId !== null && staff.holdingId !== holdingId)
      throw new AppError(errorCode.permissionDenied, authMessages.forbidden);
    return staff;
  };

  fastify.route({
    ...endpoint(fastify, 'GET /reports/reviews', {
      tags,
      summary: 'Отзывы, ждущие проверки',
      description:
        'Отзывы посетителей без решения модератора, старые первыми; менеджер видит отзывы своих дилерских центров.',
      operationId: 'pendingReviews',
      errors: errorResponses(400, 401, 403, 422),
    }),
    handler: async (request) => {
      const { holdingId, page, perPage } = request.query;
      const staff = ownHolding(request, holdingId);
      const managerId = staff.role === 'manager' ? staff.id : null;
      const list = await pendingReviews(fastify.db, { holdingId, managerId }, page, perPage);
      return { items: list.items, meta: pageMeta(page, perPage, list.total) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reports/reviews/:id', {
      tags,
      summary: 'Опубликовать или отклонить отзыв',
      description:
        'publish: отзыв появляется в списках и рейтинге; reject: остаётся скрытым, причина (reason) обязательна и видна только сотрудникам; answer — ответ дилера под отзывом. Решение можно изменить. Менеджер решает только по отзывам своих дилерских центров. Каждое решение пишется в журнал.',
      operationId: 'moderateReview',
      errors: errorResponses(400, 401, 403, 404, 422),
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const staff = ownHolding(request, holdingId);
      const { decision, reason, answer } = request.body;
      const row = await moderateReview(fastify.db, {
        id: request.params.id,
        holdingId,
        publish: decision === 'publish',
        reason: reason ?? null,
        answer,
        staff,
        managerId: staff.role === 'manager' ? staff.id : null,
        at: fastify.services.clock(),
      });
      if (!row) throw new AppError(errorCode.notFound, 'Отзыв не найден');
      return {
        id: row.id,
        status: row.isPublished ? ('published' as const) : ('rejected' as const),
        moderatedAt: (row.moderatedAt ?? fastify.services.clock()).toISOString(),
      };
    },
  });
};

export default reviewModeration;
