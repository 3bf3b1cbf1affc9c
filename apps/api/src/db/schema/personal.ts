import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';
import { storeItems } from './store.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

const time = () => timestamp({ withTimezone: true });
const owner = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// An item leaving the catalogue leaves the customers' lists with it.
const storeItem = () =>
  integer()
    .notNull()
    .references(() => storeItems.id, { onDelete: 'cascade' });

export type BasketKind = 'accessories' | 'parts';
export type ServiceOrderKind = 'service' | 'sales';
export type InsuranceKind = 'osago' | 'kasko';
export type LoyaltyKind = 'accrual' | 'writeoff' | 'expiry';

// Vehicle lists of SPEC 3 keep the vehicle itself: a sold car stays a row (status sold), so it
// stays listed; a vehicle deleted from the stock leaves the lists with it.
const vehicleList = (name: string) =>
  pgTable(
    name,
    {
      userId: owner(),
      vehicleId: integer()
        .notNull()
        .references(() => vehicles.id, { onDelete: 'cascade' }),
      createdAt: time().notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.vehicleId] }),
      index(`${name}_vehicle_idx`).on(t.vehicleId),
    ],
  );

export const favoriteVehicles = vehicleList('favorite_vehicles');
export const compareVehicles = vehicleList('compare_vehicles');

export const favoriteAccessories = pgTable(
  'favorite_accessories',
  {
    userId: owner(),
    accItemId: storeItem(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.accItemId] }),
    index('favorite_accessories_item_idx').on(t.accItemId),
  ],
);

// The accessory basket and the parts basket (with quantities) of a logged-in customer.
export const basketItems = pgTable(
  'basket_items',
  {
    userId: owner(),
    basket: text().$type<BasketKind>().notNull(),
    accItemId: storeItem(),
    qty: integer().notNull().default(1),
    createdAt: time().notNull().defaultNow(),
    updatedAt: time().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.basket, t.accItemId] }),
    index('basket_items_item_idx').on(t.accItemId),
    check('basket_items_qty_check', sql`${t.qty} between 1 and 9999`),
    check('basket_items_basket_check', sql`${t.basket} in ('accessories', 'parts')`),
  ],
);

// An order from the accessory or parts store; lines keep name and price as they were when ordered.
export const storeOrders = pgTable(
  'store_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    holdingId: smallint().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    leadId: integer().references(() => leads.id),
    basket: text().$type<BasketKind>().notNull(),
    status: text().notNull().default('new'),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull().default(''),
    comment: text().notNull().default(''),
    dealerCode: text(),
    total: integer().notNull(),
    totalDisprice: integer().notNull(),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [index('store_orders_user_idx').on(t.userId, t.createdAt)],
);

export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    // No foreign key: the order is history and outlives the catalogue item.
    accItemId: integer().notNull(),
    name: text().notNull(),
    partCode: text().notNull().default(''),
    qty: integer().notNull(),
    price: integer().notNull(),
    disprice: integer().notNull(),
  },
  (t) => [index('store_order_items_order_idx').on(t.orderId)],
);

// The customer's own cars (/lk/garage), not stock vehicles.
export const garageCars = pgTable(
  'garage_cars',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    mark: text().notNull(),
    model: text().notNull(),
    year: smallint(),
    vin: text(),
    stateNumber: text(),
    mileage: integer(),
    color: text(),
    isMain: boolean().notNull().default(false),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [index('garage_cars_user_idx').on(t.userId)],
);

// Service visits and car purchases (/lk/orders, /lk/orders/sales); works are their lines.
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    holdingId: smallint().notNull(),
    kind: text().$type<ServiceOrderKind>().notNull().default('service'),
    number: text().notNull(),
    garageCarId: integer().references(() => garageCars.id, { onDelete: 'set null' }),
    dealerName: text().notNull(),
    status: text().notNull(),
    total: integer().notNull().default(0),
    createdAt: time().notNull(),
    closedAt: time(),
  },
  (t) => [index('service_orders_user_idx').on(t.userId, t.createdAt)],
);

export const serviceOrderWorks = pgTable(
  'service_order_works',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().$type<'work' | 'part'>().notNull(),
    qty: integer().notNull().default(1),
    price: integer().notNull(),
    status: text().notNull(),
    mechanic: text().notNull().default(''),
  },
  (t) => [index('service_order_works_order_idx').on(t.orderId)],
);

export const insurances = pgTable(
  'insurances',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    garageCarId: integer().references(() => garageCars.id, { onDelete: 'set null' }),
    kind: text().$type<InsuranceKind>().notNull(),
    number: text().notNull(),
    company: text().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    premium: integer().notNull(),
  },
  (t) => [index('insurances_user_idx').on(t.userId)],
);

// Bonus points: an accrual is a lot with its own expiry and what is left of it; spending draws
// from the lots that expire first.
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    holdingId: smallint().notNull().default(1),
    kind: text().$type<LoyaltyKind>().notNull(),
    // Signed: accruals positive, write-offs and expiries negative.
    amount: integer().notNull(),
    remaining: integer().notNull().default(0),
    description: text().notNull(),
    createdAt: time().notNull(),
    expiresAt: time(),
  },
  (t) => [
    index('loyalty_transactions_user_idx').on(t.userId, t.createdAt),
    check('loyalty_transactions_remaining_check', sql`${t.remaining} >= 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: owner(),
    title: text().notNull(),
    text: text().notNull(),
    link: text(),
    createdAt: time().notNull(),
    readAt: time(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export type GarageCarRow = typeof garageCars.$inferSelect;
export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
export type InsuranceRow = typeof insurances.$inferSelect;
export type LoyaltyTransactionRow = typeof loyaltyTransactions.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
