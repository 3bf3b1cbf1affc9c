import { z } from 'zod';
import { basketTypeSchema, qtySchema } from './basket.ts';
import { text } from './identity-common.ts';

// POST /store/order: the checkout of one basket; prices come from the catalogue, never from the client.
export const storeOrderBodySchema = z
  .object({
    type: basketTypeSchema,
    items: z
      .array(z.object({ accItemId: z.number().int().min(1).max(2_147_483_647), qty: qtySchema }))
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
  })
  .meta({ id: 'StoreOrderBody' });
export type StoreOrderBody = z.infer<typeof storeOrderBodySchema>;

export const storeOrderCreatedSchema = z
  .object({ success: z.literal(true), orderId: z.number().int(), leadId: z.number().int() })
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
