import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCode } from '../../auth/check-code.ts';
import { issueTokens, rotateTokens } from '../../auth/issue-tokens.ts';
import { sessionToEnd } from '../../auth/logout.ts';
import { requirePhone } from '../../auth/phone.ts';
import { sendCode } from '../../auth/send-code.ts';
import { bearerOf, verifyToken } from '../../auth/tokens.ts';
import { createSession, revokeSession } from '../../db/queries/sessions.ts';
import { upsertUserByPhone } from '../../db/queries/users.ts';
import { authMessages } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorCode } from '@dealer/contract';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 401, 422, 429);

// Phone login (SPEC 7 «not shown», defined here): a code by SMS, then a token pair; refresh rotates.
const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  fastify.route({
    ...endpoint(fastify, 'POST /auth/login', {
      tags: ['auth'],
      summary: 'Отправить код входа по SMS',
      description:
        'Телефон в формате +7 900-000-00-01. Код живёт 5 минут, отправка ограничена по номеру и по адресу.',
      operationId: 'authLogin',
      errors,
    }),
    handler: async (request, reply) => {
      const phone = requirePhone(request.body.phone);
      return sendCode(fastify, reply, {
        phone,
        purpose: 'login',
        ip: request.ip,
        holdingId: request.query.holdingId,
      });
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /auth/validate', {
      tags: ['auth'],
      summary: 'Проверить код и выдать токены',
      description: 'Не больше 5 попыток на код. Новый посетитель появляется при первом входе.',
      operationId: 'authValidate',
      errors,
    }),
    handler: async (request) => {
      const phone = requirePhone(request.body.phone);
      await checkCode(fastify, { phone, purpose: 'login', code: request.body.code });
      const now = fastify.services.clock();
      const user = await upsertUserByPhone(fastify.db, phone, now);
      const sessionId = await createSession(fastify.db, {
        userId: user.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now,
      });
      return issueTokens(fastify, { userId: user.id, sessionId });
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /auth/refresh', {
      tags: ['auth'],
      summary: 'Обновить пару токенов',
      description:
        'Bearer: токен обновления. Он одноразовый; повторное использование отзывает всю сессию (401).',
      operationId: 'authRefresh',
      security: [{ bearer: [] }],
      errors,
    }),
    handler: async (request, reply) => {
      const token = bearerOf(request.headers.authorization);
      const deny = (status: 401 | 422, message: string) =>
        reply.code(status).send({ message, code: errorCode.unauthenticated, details: [] });
      if (!token) return deny(401, authMessages.missing);
      const { secret, clock } = fastify.services;
      const verified = await verifyToken(secret, clock(), token, ['refresh']);
      if (!verified.ok)
        return verified.reason === 'expired'
          ? deny(422, authMessages.expired)
          : deny(401, authMessages.invalid);
      const { subject, sessionId, tokenId } = verified.claims;
      if (!sessionId || !tokenId) return deny(401, authMessages.invalid);
      const rotation = await rotateTokens(fastify, { tokenId, sessionId, userId: subject });
      if ('refused' in rotation) {
        if (rotation.refused === 'reused')
          request.log.warn({ sessionId }, 'Refresh token reused: session revoked');
        return deny(401, authMessages.invalid);
      }
      return rotation.pair;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /auth/logout', {
      tags: ['auth'],
      summary: 'Выйти: отозвать сессию',
      description:
        'Bearer: токен доступа или обновления этой сессии; в теле можно передать refreshToken (токен доступа истёк).',
      operationId: 'authLogout',
      security: [{ bearer: [] }],
      errors,
    }),
    handler: async (request, reply) => {
      const ending = await sessionToEnd(fastify, [
        bearerOf(request.headers.authorization),
        request.body?.refreshToken,
      ]);
      if ('refused' in ending) {
        const message = authMessages[ending.refused];
        return reply.code(401).send({ message, code: errorCode.unauthenticated, details: [] });
      }
      await revokeSession(fastify.db, ending.sessionId, fastify.services.clock(), 'logout');
      return { success: true as const };
    },
  });
};

export default authRoutes;
