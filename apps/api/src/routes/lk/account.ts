import { errorCode } from '@dealer/contract';
import { moscowClock } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyOf } from '../../db/queries/loyalty.ts';
import {
  customerRequestsOf,
  insurancesOf,
  markNotificationsRead,
  notificationsOf,
  serviceOrderOf,
  serviceOrdersOf,
} from '../../db/queries/lk.ts';
import { AppError } from '../../errors.ts';
import { checkoutCode } from '../../store/checkout-code.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { ownDataErrors } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const errors = ownDataErrors;
const tags = ['lk'];

// The customer's day in Moscow, which decides whether a policy is in force.
const moscowToday = (now: Date) => moscowClock(now).day;

// /lk orders, insurances, loyalty and notifications: read by the owner only.
const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /lk/orders', {
      tags,
      summary: 'Заказ-наряды сервиса и покупки',
      operationId: 'getServiceOrders',
      errors,
    }),
    handler: async (request) => ({
      items: await serviceOrdersOf(fastify.db, customerOf(request).userId, request.query.kind),
    }),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/orders/:id', {
      tags,
      summary: 'Заказ-наряд с работами',
      operationId: 'getServiceOrder',
      errors,
    }),
    handler: async (request) => {
      const order = await serviceOrderOf(fastify.db, customerOf(request).userId, request.params.id);
      if (!order) throw new AppError(errorCode.notFound, 'Заказ не найден');
      return order;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/requests', {
      tags,
      summary: 'Заявки и записи на сервис, отправленные клиентом, с их состоянием',
      operationId: 'getCustomerRequests',
      errors,
    }),
    handler: async (request) => {
      const today = moscowToday(fastify.services.clock());
      const { userId } = customerOf(request);
      const { holdingId } = request.query;
      return {
        items: await customerRequestsOf(fastify.db, userId, holdingId, today, (id) =>
          checkoutCode(fastify.services.secret, holdingId, id),
        ),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/insurances', {
      tags,
      summary: 'Страховые полисы',
      operationId: 'getInsurances',
      errors,
    }),
    handler: async (request) => {
      const today = moscowToday(fastify.services.clock());
      return { items: await insurancesOf(fastify.db, customerOf(request).userId, today) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/insurances/:id', {
      tags,
      summary: 'Страховой полис',
      operationId: 'getInsurance',
      errors,
    }),
    handler: async (request) => {
      const today = moscowToday(fastify.services.clock());
      const { userId } = customerOf(request);
      const [policy] = await insurancesOf(fastify.db, userId, today, request.params.id);
      if (!policy) throw new AppError(errorCode.notFound, 'Полис не найден');
      return policy;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/loyalty', {
      tags,
      summary: 'Бонусы: баланс, сгорающие в ближайшие 30 дней, история',
      operationId: 'getLoyalty',
      errors,
    }),
    handler: async (request) =>
      loyaltyOf(fastify.db, customerOf(request).userId, fastify.services.clock()),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /lk/notifications', {
      tags,
      summary: 'Уведомления',
      operationId: 'getNotifications',
      errors,
    }),
    handler: async (request) => notificationsOf(fastify.db, customerOf(request).userId),
  });

  fastify.route({
    ...endpoint(fastify, 'POST /lk/notifications/read', {
      tags,
      summary: 'Отметить уведомления прочитанными (ids или all=true)',
      operationId: 'readNotifications',
      errors,
    }),
    handler: async (request) => {
      const { userId } = customerOf(request);
      const { all, ids } = request.body;
      await markNotificationsRead(
        fastify.db,
        userId,
        all ? 'all' : (ids ?? []),
        fastify.services.clock(),
      );
      return notificationsOf(fastify.db, userId);
    },
  });
};

export default accountRoutes;
