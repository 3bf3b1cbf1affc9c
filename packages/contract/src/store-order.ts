import { z } from 'zod';
import { basketTypeSchema, qtySchema } from './basket.ts';
import { text } from './identity-common.ts';

// POST /store/order: the checkout of one basket; prices come from the catalogue, never from the client.
export const storeOrderBodySchema = z
  .object({
    type: basketTypeSchema,
    items: z
      .array(
        z.object({
          accItemId: z.number().int().min(1).max(2_147_483_647),
          qty: qtySchema,
          // The price to pay for one, rounded up, as the visitor saw it: a different catalogue
          // price refuses the order (409) instead of charging what was not shown.
          price: z.number().int().min(0).max(2_147_483_647).optional(),
        }),
      )
      .min(1, 'Корзина пуста')
      .max(200, 'Слишком много позиций'),
    firstname: text(254),
    phone: text(32),
    email: text(254).optional(),
    dealer: text(100).optional(),
    comment: text(1500).optional(),
    policy: z.boolean({ error: 'Необходимо заполнить поле' }),
    robot: text(254).optional(),
    formUrl: text(2048),
    clientSession: text(200).optional(),
    // One per filled-in order form: a repeated submit with it answers the same order.
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Некорректный ключ повтора')
      .optional(),
  })
  .meta({ id: 'StoreOrderBody' });
export type StoreOrderBody = z.infer<typeof storeOrderBodySchema>;

export const storeOrderCreatedSchema = z
  .object({
    success: z.literal(true),
    orderId: z.number().int(),
    leadId: z.number().int(),
    // The order's page /checkout/{code}: its number and a signature, so it cannot be guessed.
    code: z.string(),
    duplicate: z.boolean(),
  })
  .meta({ id: 'StoreOrderCreated' });
export type StoreOrderCreated = z.infer<typeof storeOrderCreatedSchema>;

export const storeOrderLineSchema = z
  .object({
    accItemId: z.number().int(),
    name: z.string(),
    partCode: z.string(),
    qty: z.number().int(),
    price: z.number(),
    disprice: z.number(),
  })
  .meta({ id: 'StoreOrderLine' });

export const storeOrderSchema = z
  .object({
    id: z.number().int(),
    type: basketTypeSchema,
    status: z.string(),
    total: z.number(),
    totalDisprice: z.number(),
    dealerCode: z.string().nullable(),
    createdAt: z.string(),
    items: z.array(storeOrderLineSchema),
  })
  .meta({ id: 'StoreOrder' });
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const storeOrderListSchema = z
  .object({ items: z.array(storeOrderSchema) })
  .meta({ id: 'StoreOrderList' });
export type StoreOrderList = z.infer<typeof storeOrderListSchema>;

export const storeCheckoutParamsSchema = z.object({
  code: z.string().regex(/^[1-9]\d{0,9}-[0-9a-f]{24}$/, 'Заказ не найден'),
});

// /checkout/{code}: what the buyer sees of an order without signing in (no contact data).
export const storeCheckoutSchema = storeOrderSchema
  .extend({ code: z.string(), dealerName: z.string().nullable() })
  .meta({ id: 'StoreCheckout' });
export type StoreCheckout = z.infer<typeof storeCheckoutSchema>;
