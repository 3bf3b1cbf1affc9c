import { errorCode } from '@dealer/contract';
import { MESSAGES } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser, updateUser, userAdditional, userInfo } from '../../db/queries/users.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { checkProfile, trimmed } from './profile-rules.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 401, 422);

// SPEC 7 /user and /user/additional (no-store), the profile changes and the registration form.
const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticate);

  async function current(userId: number): Promise<UserRow> {
    const user = await findUser(fastify.db, userId);
    // The session check passed, so the row exists unless it was deleted a moment ago.
    if (!user) throw new AppError(errorCode.unauthenticated, 'Пользователь не найден');
    return user;
  }

  const info = async (userId: number) =>
    userInfo(fastify.db, await current(userId), fastify.services.clock());

  fastify.route({
    ...endpoint(fastify, 'GET /user', {
      tags: ['user'],
      summary: 'Сведения о посетителе',
      operationId: 'getUser',
      errors,
    }),
    handler: async (request) => info(customerOf(request).userId),
  });

  fastify.route({
    ...endpoint(fastify, 'PATCH /user', {
      tags: ['user'],
      summary: 'Изменить профиль',
      operationId: 'updateUser',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const body = trimmed(request.body);
      checkProfile(body, false);
      await updateUser(fastify.db, userId, body, fastify.services.clock());
      return info(userId);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /user/additional', {
      tags: ['user'],
      summary: 'Дополнительные сведения: предпочтения и счётчики',
      operationId: 'getUserAdditional',
      errors,
    }),
    handler: async (request) =>
      userAdditional(fastify.db, await current(customerOf(request).userId)),
  });

  fastify.route({
    ...endpoint(fastify, 'PATCH /user/additional', {
      tags: ['user'],
      summary: 'Изменить предпочтения',
      operationId: 'updateUserAdditional',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      await updateUser(fastify.db, userId, request.body, fastify.services.clock());
      return userAdditional(fastify.db, await current(userId));
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /user/additional/validate', {
      tags: ['user'],
      summary: 'Анкета регистрации после первого входа',
      description: 'Проверяет имя, фамилию, отчество и e-mail по правилам SPEC 5 и сохраняет их.',
      operationId: 'validateUserAdditional',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const { policy, ...names } = trimmed(request.body);
      if (!policy)
        throw new AppError(errorCode.invalidArgument, MESSAGES.required, [
          { field: 'policy', message: MESSAGES.required },
        ]);
      checkProfile(names, true);
      const now = fastify.services.clock();
      await updateUser(fastify.db, userId, { ...names, registeredAt: now }, now);
      return info(userId);
    },
  });
};

export default userRoutes;
