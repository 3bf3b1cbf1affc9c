import { errorCode } from '@dealer/contract';
import { MESSAGES } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeUserPhone,
  findUser,
  updateUser,
  userAdditional,
  userInfo,
} from '../../db/queries/users.ts';
import { checkCode } from '../../auth/check-code.ts';
import { requirePhone } from '../../auth/phone.ts';
import { sendCode } from '../../auth/send-code.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { checkProfile, trimmed } from './profile-rules.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 401, 422);
const phoneErrors = errorResponses(400, 401, 409, 422, 429);
const PHONE_TAKEN = 'Этот номер уже привязан к другому личному кабинету';
const SAME_PHONE = 'Это ваш текущий номер';

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
      // Fields left out stay as they are; a registered customer's first name cannot be blanked.
      const registered = (await current(userId)).registeredAt !== null;
      checkProfile(body, registered && body.firstName !== undefined);
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

  // A new phone is the customer's sign-in: it changes only with a code sent to that number.
  // Whether the number belongs to another customer is told only to whoever proves to hold it
  // (the code): a request for any other number is answered the same way, so the form does not
  // tell which numbers have an account (Hardening II item 6).
  async function newPhoneOf(userId: number, typed: string): Promise<string> {
    const phone = requirePhone(typed);
    const user = await current(userId);
    if (user.phone === phone)
      throw new AppError(errorCode.invalidArgument, SAME_PHONE, [
        { field: 'phone', message: SAME_PHONE },
      ]);
    return phone;
  }

  const phoneTaken = () =>
    new AppError(errorCode.alreadyExists, PHONE_TAKEN, [{ field: 'phone', message: PHONE_TAKEN }]);

  fastify.route({
    ...endpoint(fastify, 'POST /user/phone', {
      tags: ['user'],
      summary: 'Сменить телефон: код на новый номер',
      description:
        'Код уходит на новый номер, даже если он привязан к другому кабинету: ответ один и тот же, занятость номера сообщается только после кода (409 на подтверждении).',
      operationId: 'requestPhoneChange',
      errors: phoneErrors,
    }),
    handler: async (request, reply) => {
      const phone = await newPhoneOf(customerOf(request).userId, request.body.phone);
      return sendCode(fastify, reply, {
        phone,
        purpose: 'phone',
        ip: request.ip,
        holdingId: request.query.holdingId,
      });
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /user/phone/confirm', {
      tags: ['user'],
      summary: 'Сменить телефон: подтвердить кодом из SMS',
      operationId: 'confirmPhoneChange',
      errors: phoneErrors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const phone = await newPhoneOf(userId, request.body.phone);
      await checkCode(fastify, { phone, purpose: 'phone', code: request.body.code });
      // The code proved the number is theirs: now they may learn it has another account.
      if (!(await changeUserPhone(fastify.db, userId, phone, fastify.services.clock())))
        throw phoneTaken();
      return info(userId);
    },
  });
};

export default userRoutes;
