import { errorCode } from '@dealer/contract';
import { leadFormById, ORDER_CHANGED_MESSAGE, orderLineProblems } from '@dealer/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadIdByKey } from '../../../db/queries/leads/commit.ts';
import {
  checkoutOrder,
  insertStoreOrder,
  orderIdOfLead,
  orderTotals,
  priceLines,
  stockAtDealer,
  storeOrdersOf,
  type PricedLine,
} from '../../../db/queries/store/orders.ts';
import { AppError } from '../../../errors.ts';
import { commitLead } from '../../../leads/commit.ts';
import { requireLeadDealer } from '../../../leads/dealer.ts';
import { senderOf } from '../../../leads/request-context.ts';
import { validateLead } from '../../../leads/validate.ts';
import { customerOf } from '../../../plugins/app/auth.ts';
import { errorResponses, ownDataErrors } from '../../error-responses.ts';
import { checkoutCode, orderIdOfCode } from '../../../store/checkout-code.ts';
import { endpoint } from '../../endpoint.ts';
import { noStore } from '../../../plugins/app/no-store.ts';

const orderForm = leadFormById('form_store_order');
if (!orderForm) throw new Error('form_store_order is missing from LEAD_FORMS');
const form = orderForm;

const errors = { ...ownDataErrors, ...errorResponses(409) };

/** SPEC-free but expected: a changed price or a shortage at the dealer is said, not ordered. */
function refuseChanges(
  priced: readonly PricedLine[],
  sent: readonly { accItemId: number; price?: number | undefined }[],
  stock: ReadonlyMap<number, number>,
): void {
  const shown = new Map(sent.map((line) => [line.accItemId, line.price]));
  const problems = orderLineProblems(
    priced.map((line) => ({
      id: line.accItemId,
      name: line.name,
      qty: line.qty,
      price: line.price,
      disprice: line.disprice,
      shownPrice: shown.get(line.accItemId),
      available: stock.get(line.accItemId) ?? 0,
    })),
  );
  if (problems.length === 0) return;
  throw new AppError(
    errorCode.failedPrecondition,
    ORDER_CHANGED_MESSAGE,
    problems.map((problem) => ({ field: `items.${problem.id}`, message: problem.message })),
  );
}

// SPEC 7 /store/order (the call is «not shown», defined here): the checkout, then the orders list.
const storeOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.route({
    ...endpoint(fastify, 'POST /store/order', {
      tags: ['store-personal'],
      summary: 'Оформить заказ из корзины',
      description:
        'Без входа тоже можно. Цены берутся из каталога; заказ и заявка для менеджера сохраняются вместе. Дилерский центр (dealer) — этого холдинга. Если цена за штуку (items[].price, как её видел покупатель) изменилась или в выбранном дилерском центре нет нужного количества, заказ не оформляется (409, по строке на товар в details). Повтор с тем же idempotencyKey (или той же формы в течение 2 минут) отвечает тем же заказом.',
      operationId: 'createStoreOrder',
      errors,
    }),
    handler: async (request, reply) => {
      const { type, items, formUrl, idempotencyKey, ...fields } = request.body;
      const { holdingId } = request.query;
      const lead = validateLead(form, fields, '');
      const codeOf = (orderId: number) => checkoutCode(fastify.services.secret, holdingId, orderId);
      // A repeat of a placed order (a double click, a lost answer) is answered with that order.
      if (idempotencyKey) {
        const leadId = await leadIdByKey(fastify.db, holdingId, idempotencyKey);
        const orderId = leadId === null ? undefined : await orderIdOfLead(fastify.db, leadId);
        if (leadId !== null && orderId !== undefined)
          return {
            success: true as const,
            orderId,
            leadId,
            code: codeOf(orderId),
            duplicate: true,
          };
      }
      // The dealer to collect from is one of this holding's: the holding that sells the items.
      await requireLeadDealer(fastify.db, holdingId, fields.dealer, 'dealer');
      const { priced, missing } = await priceLines(fastify.db, type, items);
      if (missing.length > 0) {
        const message = `Товар не найден: ${missing.join(', ')}`;
        throw new AppError(errorCode.notFound, message, [{ field: 'items', message }]);
      }
      refuseChanges(
        priced,
        items,
        await stockAtDealer(
          fastify.db,
          holdingId,
          fields.dealer ?? '',
          priced.map((line) => line.accItemId),
        ),
      );
      const totals = orderTotals(priced);
      const sender = await senderOf(fastify, request, reply);
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
        { holdingId, form, formUrl, idempotencyKey, values, phone: lead.phone, ...sender },
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
      return {
        success: true as const,
        orderId,
        leadId: committed.leadId,
        code: codeOf(orderId),
        duplicate: committed.duplicate,
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /store/order/checkout/:code', {
      tags: ['store-personal'],
      summary: 'Страница заказа по его коду (без входа)',
      description:
        'Код отдаётся при оформлении заказа: номер заказа и подпись. Без контактов покупателя.',
      operationId: 'getStoreCheckout',
      errors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const { code } = request.params;
      const id = orderIdOfCode(fastify.services.secret, holdingId, code);
      const order = id === undefined ? undefined : await checkoutOrder(fastify.db, holdingId, id);
      if (!order) throw new AppError(errorCode.notFound, 'Заказ не найден');
      return { ...order, code };
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
