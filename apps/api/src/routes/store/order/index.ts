import { errorCode } from '@dealer/contract';
import { leadFormById } from '@dealer/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  insertStoreOrder,
  orderIdOfLead,
  orderTotals,
  priceLines,
  storeOrdersOf,
} from '../../../db/queries/store/orders.ts';
import { AppError } from '../../../errors.ts';
import { commitLead } from '../../../leads/commit.ts';
import { requireLeadDealer } from '../../../leads/dealer.ts';
import { senderOf } from '../../../leads/request-context.ts';
import { validateLead } from '../../../leads/validate.ts';
import { customerOf } from '../../../plugins/app/auth.ts';
import { ownDataErrors } from '../../error-responses.ts';
import { endpoint } from '../../endpoint.ts';
import { noStore } from '../../../plugins/app/no-store.ts';

const orderForm = leadFormById('form_store_order');
if (!orderForm) throw new Error('form_store_order is missing from LEAD_FORMS');
const form = orderForm;

const errors = ownDataErrors;

// SPEC 7 /store/order (the call is «not shown», defined here): the checkout, then the orders list.
const storeOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.route({
    ...endpoint(fastify, 'POST /store/order', {
      tags: ['store-personal'],
      summary: 'Оформить заказ из корзины',
      description:
        'Без входа тоже можно. Цены берутся из каталога; заказ и заявка для менеджера сохраняются вместе.',
      operationId: 'createStoreOrder',
      errors,
    }),
    handler: async (request, reply) => {
      const { type, items, formUrl, ...fields } = request.body;
      const lead = validateLead(form, fields, '');
      await requireLeadDealer(fastify.db, request.query.holdingId, fields.dealer, 'dealer');
      const { priced, missing } = await priceLines(fastify.db, type, items);
      if (missing.length > 0) {
        const message = `Товар не найден: ${missing.join(', ')}`;
        throw new AppError(errorCode.notFound, message, [{ field: 'items', message }]);
      }
      const totals = orderTotals(priced);
      const sender = await senderOf(fastify, request, reply);
      const { holdingId } = request.query;
      const values = {
        ...lead.values,
        basket: type,
        positions: priced.length,
        total: totals.totalDisprice,
        items: priced.map((line) => `${line.partCode || line.accItemId}x${line.qty}`).join(' '),
      };
      let orderId: number | undefined;
      const committed = await commitLead(
        fastify.db,
        { holdingId, form, formUrl, values, phone: lead.phone, ...sender },
        async (tx, leadId) => {
          orderId = await insertStoreOrder(tx, {
            holdingId,
            userId: sender.userId,
            leadId,
            basket: type,
            name: fields.firstname.trim(),
            phone: lead.phone,
            email: fields.email?.trim() ?? '',
            comment: fields.comment?.trim() ?? '',
            dealerCode: fields.dealer || null,
            lines: priced,
            now: sender.now,
          });
        },
      );
      orderId ??= await orderIdOfLead(fastify.db, committed.leadId);
      if (orderId === undefined) throw new Error(`lead ${committed.leadId} has no store order`);
      return { success: true as const, orderId, leadId: committed.leadId };
    },
  });

  fastify.register(async (plain) => {
    const own = plain.withTypeProvider<ZodTypeProvider>();
    own.addHook('onRequest', fastify.authenticate);

    own.route({
      ...endpoint(own, 'GET /store/order', {
        tags: ['store-personal'],
        summary: 'Мои заказы из магазина',
        operationId: 'listStoreOrders',
        errors,
      }),
      handler: async (request) => ({
        items: await storeOrdersOf(fastify.db, customerOf(request).userId),
      }),
    });

    own.route({
      ...endpoint(own, 'GET /store/order/:id', {
        tags: ['store-personal'],
        summary: 'Заказ из магазина',
        operationId: 'getStoreOrder',
        errors,
      }),
      handler: async (request) => {
        const [order] = await storeOrdersOf(
          fastify.db,
          customerOf(request).userId,
          request.params.id,
        );
        if (!order) throw new AppError(errorCode.notFound, 'Заказ не найден');
        return order;
      },
    });
  });
};

export default storeOrderRoutes;
