import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/passwords.ts';
import { STAFF_TTL_S, signToken } from '../../auth/tokens.ts';
import { listLeads } from '../../db/queries/report-leads.ts';
import { findStaffByLogin } from '../../db/queries/staff.ts';
import { AppError, errorMessages } from '../../errors.ts';
import { authMessages, staffOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 401, 403, 422, 429);
const LOGIN_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
const badLogin = 'Неверный логин или пароль';

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
    handler: async (request, reply) => {
      const login = request.body.login.trim().toLowerCase();
      const limited = await fastify.services.limiter.hit(
        `staff-login:${request.ip}:${login}`,
        LOGIN_LIMIT.limit,
        LOGIN_LIMIT.windowMs,
      );
      if (!limited.allowed) {
        reply.header('retry-after', String(Math.ceil(limited.retryAfterMs / 1000)));
        throw new AppError(errorCode.resourceExhausted, errorMessages.tooManyRequests);
      }
      const staff = await findStaffByLogin(fastify.db, login);
      // An unknown login costs the same time as a wrong password.
      const ok = await verifyPassword(
        request.body.password,
        staff?.passwordHash ?? DUMMY_PASSWORD_HASH,
      );
      if (!staff || !ok || staff.disabledAt)
        throw new AppError(errorCode.unauthenticated, badLogin);
      const { secret, clock } = fastify.services;
      const { token } = await signToken(
        secret,
        clock(),
        { kind: 'staff', subject: staff.id },
        STAFF_TTL_S,
      );
      const { id, name, role, holdingId } = staff;
      return {
        token,
        expiresIn: STAFF_TTL_S,
        staff: { id, login: staff.login, name, role, holdingId },
      };
    },
  });

  fastify.register(async (plain) => {
    const staffOnly = plain.withTypeProvider<ZodTypeProvider>();
    staffOnly.addHook('onRequest', fastify.authenticateStaff);

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
