import { z } from 'zod';
import { holdingIdQuery } from './common.ts';
import { earlyBonusSchema } from './user.ts';
import { idListBody, text } from './identity-common.ts';

// The personal area (/lk): garage, orders, insurances, loyalty, notifications.

export const garageCarSchema = z
  .object({
    id: z.number().int(),
    mark: z.string(),
    model: z.string(),
    year: z.number().int().nullable(),
    vin: z.string().nullable(),
    stateNumber: z.string().nullable(),
    mileage: z.number().int().nullable(),
    color: z.string().nullable(),
    isMain: z.boolean(),
  })
  .meta({ id: 'GarageCar' });
export type GarageCar = z.infer<typeof garageCarSchema>;

export const garageListSchema = z
  .object({ items: z.array(garageCarSchema), limit: z.number().int() })
  .meta({ id: 'GarageList' });

const year = z.number().int().min(1900, 'Некорректный год').max(2100, 'Некорректный год');
const mileage = z
  .number()
  .int()
  .min(0, 'Некорректный пробег')
  .max(5_000_000, 'Некорректный пробег');

export const garageCarInputSchema = z
  .object({
    mark: text(100).min(1, 'Необходимо заполнить поле'),
    model: text(100).min(1, 'Необходимо заполнить поле'),
    year: year.nullable().optional(),
    vin: text(17).nullable().optional(),
    stateNumber: text(11).nullable().optional(),
    mileage: mileage.nullable().optional(),
    color: text(50).nullable().optional(),
  })
  .meta({ id: 'GarageCarCreate' });
export type GarageCarInput = z.infer<typeof garageCarInputSchema>;

export const garageCarUpdateSchema = z
  .object({
    isMain: z.literal(true).optional(),
    mileage: mileage.nullable().optional(),
    stateNumber: text(11).nullable().optional(),
    color: text(50).nullable().optional(),
  })
  // An empty change is a mistake of the caller, not a successful no-op.
  .refine((change) => Object.values(change).some((v) => v !== undefined), {
    message: 'Укажите, что изменить',
  })
  .meta({ id: 'GarageCarUpdate' });
export type GarageCarUpdate = z.infer<typeof garageCarUpdateSchema>;

export const serviceOrderKindSchema = z.enum(['service', 'sales'], {
  error: 'Вид заказа: service или sales',
});

// GET /lk/orders: every order, or only the service or the sales ones.
export const serviceOrdersQuery = holdingIdQuery.extend({
  kind: serviceOrderKindSchema.optional(),
});

export const serviceWorkSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['work', 'part']),
    qty: z.number().int(),
    price: z.number().int(),
    status: z.string(),
    mechanic: z.string(),
  })
  .meta({ id: 'ServiceWork' });

export const serviceOrderSchema = z
  .object({
    id: z.number().int(),
    kind: serviceOrderKindSchema,
    number: z.string(),
    dealerName: z.string(),
    status: z.string(),
    total: z.number().int(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
    car: garageCarSchema.nullable(),
  })
  .meta({ id: 'ServiceOrder' });
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

export const serviceOrderDetailSchema = serviceOrderSchema
  .extend({ works: z.array(serviceWorkSchema) })
  .meta({ id: 'ServiceOrderDetail' });
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetailSchema>;

export const serviceOrderListSchema = z
  .object({ items: z.array(serviceOrderSchema) })
  .meta({ id: 'ServiceOrderList' });

export const insuranceSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['osago', 'kasko']),
    number: z.string(),
    company: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    premium: z.number().int(),
    isActive: z.boolean(),
    car: garageCarSchema.nullable(),
  })
  .meta({ id: 'Insurance' });
export type Insurance = z.infer<typeof insuranceSchema>;

export const insuranceListSchema = z
  .object({ items: z.array(insuranceSchema) })
  .meta({ id: 'InsuranceList' });

export const loyaltyTransactionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['accrual', 'writeoff', 'expiry']),
    amount: z.number().int(),
    description: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'LoyaltyTransaction' });

export const loyaltySchema = z
  .object({
    balance: z.number().int(),
    earlyBonusSumEnd: earlyBonusSchema,
    transactions: z.array(loyaltyTransactionSchema),
  })
  .meta({ id: 'Loyalty' });
export type Loyalty = z.infer<typeof loyaltySchema>;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    link: z.string().nullable(),
    createdAt: z.string(),
    isRead: z.boolean(),
  })
  .meta({ id: 'Notification' });

export const notificationListSchema = z
  .object({ items: z.array(notificationSchema), unread: z.number().int() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsReadSchema = z
  .object({ ids: idListBody.optional(), all: z.literal(true).optional() })
  .refine((b) => b.all === true || b.ids !== undefined, {
    message: 'Укажите ids или all=true',
    path: ['ids'],
  })
  .meta({ id: 'NotificationsRead' });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

// GET /lk/requests: what the customer sent while signed in (requests and service bookings), each
// with its state, newest first.
export const customerRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['request', 'booking']),
    title: z.string(),
    createdAt: z.string(),
    state: z.enum(['accepted', 'delivered', 'booked', 'visited', 'cancelled']).meta({
      description:
        'accepted — принята; delivered — передана менеджеру; booked — запись в силе; visited — день визита прошёл; cancelled — запись отменена',
    }),
    booking: z
      .object({
        number: z.number().int(),
        date: z.string(),
        time: z.string(),
        dealerName: z.string(),
        address: z.string(),
        work: z.string(),
      })
      .nullable(),
    // A store order placed with the request: its number, state, total and its page's code.
    storeOrder: z
      .object({
        number: z.number().int(),
        status: z.string(),
        totalDisprice: z.number(),
        code: z.string(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'CustomerRequest' });
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

export const customerRequestListSchema = z
  .object({ items: z.array(customerRequestSchema) })
  .meta({ id: 'CustomerRequestList' });

// /lk/garage/{id}, /lk/orders/{id}, /store/order/{id}: one record of the customer's own.
export { idParams as recordIdParams } from './identity-common.ts';
