import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInStaff } from '../../auth/staff-sign-in.ts';
import { listLeads } from '../../db/queries/report-leads.ts';
import { revokeStaffSession } from '../../db/queries/staff-sessions.ts';
import { AppError } from '../../errors.ts';
import { authMessages, staffOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';
import reviewModeration from './reviews/index.ts';

const errors = errorResponses(400, 401, 403, 422, 429);

// /reports for dealer-group staff: their own login, read-only leads; a customer token never opens it.
const reportsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'POST /reports/auth/login', {
      tags: ['reports'],
      summary: 'Вход сотрудника',
      operationId: 'staffLogin',
      errors,
    }),
    handler: async (request, reply) =>
      signInStaff(fastify, reply, { ...request.body, ip: request.ip }),
  });

  fastify.register(reviewModeration, { prefix: '/reviews' });

  fastify.register(async (plain) => {
    const staffOnly = plain.withTypeProvider<ZodTypeProvider>();
    staffOnly.addHook('onRequest', fastify.authenticateStaff);

    staffOnly.route({
      ...endpoint(staffOnly, 'POST /reports/auth/logout', {
        tags: ['reports'],
        summary: 'Выход сотрудника: токен больше не действует',
        operationId: 'staffLogout',
        errors,
      }),
      handler: async (request) => {
        const sessionId = request.staffSessionId;
        if (sessionId) await revokeStaffSession(fastify.db, sessionId, fastify.services.clock());
        return { success: true as const };
      },
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/me', {
        tags: ['reports'],
        summary: 'Текущий сотрудник',
        operationId: 'staffMe',
        errors,
      }),
      handler: async (request) => staffOf(request),
    });

    staffOnly.route({
      ...endpoint(staffOnly, 'GET /reports/leads', {
        tags: ['reports'],
        summary: 'Заявки холдинга',
        description:
          'Только чтение. Фильтры: форма, даты (по Москве, включительно). Менеджер видит только свой холдинг.',
        operationId: 'staffLeads',
        errors,
      }),
      handler: async (request) => {
        const staff = staffOf(request);
        if (staff.holdingId !== null && staff.holdingId !== request.query.holdingId)
          throw new AppError(errorCode.permissionDenied, authMessages.forbidden);
        return listLeads(fastify.db, request.query);
      },
    });
  });
};

export default reportsRoutes;
