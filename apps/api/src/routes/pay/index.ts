import { errorCode, type BillStatus } from '@dealer/contract';
import {
  BILL_LOOKUP_MESSAGES,
  normalizeBillNumber,
  parseRoublesToKopecks,
  PAY_MESSAGES,
  type HoldingId,
} from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPayment,
  effectiveStatus,
  findBill,
  findBillByNumber,
  openPayments,
  settlePayment,
  toBill,
} from '../../db/queries/bills.ts';
import type { BillPaymentStatus } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { throttleAddress } from '../../leads/request-context.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { ServiceError } from '../../services/http.ts';
import type { GatewayOrderStatus } from '../../services/payments/types.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['pay'];
// Payment registrations one address may start: a payer retries a few times, a robot many.
export const PAYMENT_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
// Bill look-ups by number and amount one address may make: a payer mistypes a few times, a robot
// walking through the numbers many more.
export const FIND_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

const notPayable: Record<Exclude<BillStatus, 'issued'>, string> = {
  paid: 'Счёт уже оплачен',
  cancelled: 'Счёт отменён',
  expired: 'Срок оплаты счёта истёк',
};
const settled: Record<GatewayOrderStatus, BillPaymentStatus | null> = {
  CREATED: null,
  APPROVED: 'approved',
  DECLINED: 'declined',
  CANCELED: 'cancelled',
};

// SPEC 2.8 /pay/{id}: a bill sent by link, paid by card through the bank's gateway (INTEGRATIONS.md).
const pay: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);

  const billOf = async (holdingId: number, code: string) => {
    const record = await findBill(fastify.db, holdingId, code);
    if (!record) throw new AppError(errorCode.notFound, 'Счёт не найден');
    return record;
  };
  const cardPayments = () => fastify.services.payments.name !== 'unconfigured';
  const shown = (record: NonNullable<Awaited<ReturnType<typeof findBill>>>) =>
    toBill(record, fastify.services.clock(), cardPayments());

  fastify.route({
    ...endpoint(fastify, 'POST /pay/find', {
      tags,
      summary: 'Найти счёт по номеру и сумме',
      description:
        'Для страницы /pay: номер и сумма, напечатанные в счёте, дают код его ссылки /pay/{id}. Не совпали номер или сумма: 404. Не больше 20 попыток с одного адреса за 10 минут.',
      operationId: 'findBill',
      errors: errorResponses(400, 404, 429),
    }),
    handler: async (request, reply) => {
      await throttleAddress(fastify, request, reply, 'pay-find', FIND_LIMIT);
      // The schema checked both; null cannot come back here.
      const number = normalizeBillNumber(request.body.number) ?? '';
      const kopecks = parseRoublesToKopecks(request.body.amount) ?? 0;
      const code = await findBillByNumber(fastify.db, request.query.holdingId, number, kopecks);
      if (!code) throw new AppError(errorCode.notFound, BILL_LOOKUP_MESSAGES.notFound);
      return { id: code };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /pay/:id', {
      tags,
      summary: 'Счёт на оплату по ссылке',
      description:
        'Код счёта из ссылки /pay/{id} (32 шестнадцатеричные цифры). Ответ без персональных данных, кроме имени плательщика с первой буквой фамилии. Выставленный счёт после срока оплаты отвечает статусом expired.',
      operationId: 'getBill',
      errors: errorResponses(400, 404),
    }),
    handler: async (request) => shown(await billOf(request.query.holdingId, request.params.id)),
  });

  fastify.route({
    ...endpoint(fastify, 'POST /pay/:id/payment', {
      tags,
      summary: 'Начать оплату счёта картой',
      description:
        'Регистрирует заказ в платёжном шлюзе банка и отвечает адресом платёжной страницы. Оплаченный, отменённый или просроченный счёт: 409. Не больше 10 попыток с одного адреса за 10 минут.',
      operationId: 'startBillPayment',
      errors: errorResponses(400, 404, 409, 429),
    }),
    handler: async (request, reply) => {
      const { holdingId } = request.query;
      const record = await billOf(holdingId, request.params.id);
      const now = fastify.services.clock();
      const status = effectiveStatus(record.bill.status, record.bill.expiresAt, now);
      if (status !== 'issued') throw new AppError(errorCode.alreadyExists, notPayable[status]);
      if (!cardPayments()) throw new AppError(errorCode.unavailable, PAY_MESSAGES.cardPaymentsOff);
      await throttleAddress(fastify, request, reply, 'pay', PAYMENT_LIMIT);
      const site = fastify.services.sites[holdingId as HoldingId];
      const back = (page: string) =>
        `${site}/webpay/BankSPB/${page}/?bill=${encodeURIComponent(record.bill.code)}`;
      const order = await fastify.services.payments
        .createOrder({
          amount: Math.round(record.bill.amount * 100),
          description: `Оплата по счёту № ${record.bill.number}`,
          approveUrl: back('Approve'),
          cancelUrl: back('Cancel'),
          declineUrl: back('Decline'),
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'card gateway refused an order');
          throw new AppError(errorCode.unavailable, PAY_MESSAGES.gatewayDown);
        });
      await addPayment(fastify.db, record.bill.id, order, now);
      return { paymentUrl: order.paymentUrl, orderId: order.orderId };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /pay/:id/check', {
      tags,
      summary: 'Проверить оплату счёта в банке',
      description:
        'Для страниц возврата из банка: сервер сам спрашивает шлюз о каждом начатом заказе счёта (параметрам страницы возврата не верит) и отмечает счёт оплаченным, только когда банк подтвердил оплату. Отвечает счётом.',
      operationId: 'checkBillPayment',
      errors: errorResponses(400, 404),
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const record = await billOf(holdingId, request.params.id);
      for (const payment of await openPayments(fastify.db, record.bill.id)) {
        try {
          const answer = await fastify.services.payments.orderStatus(
            payment.orderId,
            payment.sessionId,
          );
          const status = settled[answer];
          if (!status) continue;
          const outcome = await settlePayment(
            fastify.db,
            payment,
            status,
            fastify.services.clock(),
          );
          // The card was charged for a bill another order had paid: the dealership refunds it.
          if (outcome === 'approved-again')
            request.log.error(
              { orderId: payment.orderId, billId: payment.billId },
              'a second approved payment for a paid bill: refund it',
            );
        } catch (error) {
          // The bill stays as it is; the return page asks again.
          if (!(error instanceof ServiceError)) throw error;
          request.log.warn({ err: error, orderId: payment.orderId }, 'order status unknown');
        }
      }
      return shown(await billOf(holdingId, request.params.id));
    },
  });
};

export default pay;
