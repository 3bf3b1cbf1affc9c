import {
  errorCode,
  holdingIdQuery,
  recordIdParams,
  insuranceListSchema,
  insuranceSchema,
  loyaltySchema,
  notificationListSchema,
  notificationsReadSchema,
  serviceOrderDetailSchema,
  serviceOrderKindSchema,
  serviceOrderListSchema,
} from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyOf } from '../../db/queries/loyalty.ts';
import {
  insurancesOf,
  markNotificationsRead,
  notificationsOf,
  serviceOrderOf,
  serviceOrdersOf,
} from '../../db/queries/lk.ts';
import { AppError } from '../../errors.ts';
import { customerOf } from '../../plugins/app/auth.ts';
import { ownDataErrors } from '../error-responses.ts';

const errors = ownDataErrors;
const tags = ['lk'];

// The customer's day in Moscow, which decides whether a policy is in force.
const moscowToday = (now: Date) =>
  new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

// /lk orders, insurances, loyalty and notifications: read by the owner only.
const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Заказ-наряды сервиса и покупки',
        operationId: 'getServiceOrders',
        querystring: holdingIdQuery.extend({ kind: serviceOrderKindSchema.optional() }),
        response: { 200: serviceOrderListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await serviceOrdersOf(fastify.db, customerOf(request).userId, request.query.kind),
    }),
  );

  fastify.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'Заказ-наряд с работами',
        operationId: 'getServiceOrder',
        querystring: holdingIdQuery,
        params: recordIdParams,
        response: { 200: serviceOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const order = await serviceOrderOf(fastify.db, customerOf(request).userId, request.params.id);
      if (!order) throw new AppError(errorCode.notFound, 'Заказ не найден');
      return order;
    },
  );

  fastify.get(
    '/insurances',
    {
      schema: {
        tags,
        summary: 'Страховые полисы',
        operationId: 'getInsurances',
        querystring: holdingIdQuery,
        response: { 200: insuranceListSchema, ...errors },
      },
    },
    async (request) => {
      const today = moscowToday(fastify.services.clock());
      return { items: await insurancesOf(fastify.db, customerOf(request).userId, today) };
    },
  );

  fastify.get(
    '/insurances/:id',
    {
      schema: {
        tags,
        summary: 'Страховой полис',
        operationId: 'getInsurance',
        querystring: holdingIdQuery,
        params: recordIdParams,
        response: { 200: insuranceSchema, ...errors },
      },
    },
    async (request) => {
      const today = moscowToday(fastify.services.clock());
      const { userId } = customerOf(request);
      const [policy] = await insurancesOf(fastify.db, userId, today, request.params.id);
      if (!policy) throw new AppError(errorCode.notFound, 'Полис не найден');
      return policy;
    },
  );

  fastify.get(
    '/loyalty',
    {
      schema: {
        tags,
        summary: 'Бонусы: баланс, сгорающие в ближайшие 30 дней, история',
        operationId: 'getLoyalty',
        querystring: holdingIdQuery,
        response: { 200: loyaltySchema, ...errors },
      },
    },
    async (request) => loyaltyOf(fastify.db, customerOf(request).userId, fastify.services.clock()),
  );

  fastify.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Уведомления',
        operationId: 'getNotifications',
        querystring: holdingIdQuery,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => notificationsOf(fastify.db, customerOf(request).userId),
  );

  fastify.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Отметить уведомления прочитанными (ids или all=true)',
        operationId: 'readNotifications',
        querystring: holdingIdQuery,
        body: notificationsReadSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
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
  );
};

export default accountRoutes;
