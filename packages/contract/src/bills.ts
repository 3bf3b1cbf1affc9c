import { z } from 'zod';
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
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof billSchema>;

// Where to send the payer: the bank's payment page of the registered order.
export const billPaymentSchema = z
  .object({ paymentUrl: z.string(), orderId: z.string() })
  .meta({ id: 'BillPayment' });
