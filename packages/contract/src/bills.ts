import { z } from 'zod';
import {
  BILL_LOOKUP_MESSAGES as M,
  normalizeBillNumber,
  parseRoublesToKopecks,
} from '@dealer/domain';
import { holdingIdQuery } from './common.ts';

// The code of a /pay/{id} link: 32 hex digits, unguessable.
export const billParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'Неверная ссылка на счёт')
    .meta({ description: 'Код счёта из ссылки /pay/{id}' }),
});
export const billQuerySchema = holdingIdQuery;

export const billStatusSchema = z.enum(['issued', 'paid', 'cancelled', 'expired']).meta({
  description: 'issued: ждёт оплаты; paid: оплачен; cancelled: отменён; expired: срок истёк',
});
export type BillStatus = z.infer<typeof billStatusSchema>;

// What the payer sees: no phone, no full name, nothing beyond the bill itself.
export const billSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: billStatusSchema,
    amount: z.number().meta({ description: 'Сумма в рублях с копейками' }),
    currency: z.literal('RUB'),
    purpose: z.string(),
    payer: z.string().meta({ description: 'Имя и первая буква фамилии плательщика' }),
    dealer: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
    createdAt: z.string(),
    expiresAt: z.string(),
    paidAt: z.string().nullable(),
    cardPayments: z.boolean().meta({
      description: 'false: платёжный шлюз банка не подключён, оплатить картой на сайте нельзя',
    }),
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof billSchema>;

// Where to send the payer: the bank's payment page of the registered order.
export const billPaymentSchema = z
  .object({ paymentUrl: z.string(), orderId: z.string() })
  .meta({ id: 'BillPayment' });

// SPEC 2.8 /pay: the number and the amount printed on the bill (domain rules of bill-lookup.ts).
export const billFindBodySchema = z
  .object({
    number: z
      .string({ error: M.numberEmpty })
      .trim()
      .min(1, { error: M.numberEmpty, abort: true })
      .max(60, { error: M.numberInvalid, abort: true })
      .refine((value) => normalizeBillNumber(value) !== null, M.numberInvalid)
      .meta({ description: 'Номер счёта, например 1-00001', example: '1-00001' }),
    amount: z
      .string({ error: M.amountEmpty })
      .trim()
      .min(1, { error: M.amountEmpty, abort: true })
      .max(30, { error: M.amountInvalid, abort: true })
      .refine((value) => parseRoublesToKopecks(value) !== null, M.amountInvalid)
      .meta({ description: 'Сумма счёта в рублях, например 12 500,50', example: '12500.50' }),
  })
  .meta({ id: 'BillFind' });
export type BillFindBody = z.infer<typeof billFindBodySchema>;

export const billFoundSchema = z
  .object({ id: z.string().meta({ description: 'Код счёта для ссылки /pay/{id}' }) })
  .meta({ id: 'BillFound' });
