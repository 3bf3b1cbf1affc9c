import type {
  Insurance,
  NotificationList,
  ServiceOrder,
  ServiceOrderDetail,
} from '@dealer/contract';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  garageCars,
  insurances,
  notifications,
  serviceOrders,
  serviceOrderWorks,
  type ServiceOrderKind,
} from '../schema/index.ts';
import { garageCarOf } from './garage.ts';

export async function serviceOrdersOf(
  db: Db,
  userId: number,
  kind?: ServiceOrderKind,
  id?: number,
): Promise<ServiceOrder[]> {
  const rows = await db
    .select({ order: serviceOrders, car: garageCars })
    .from(serviceOrders)
    .leftJoin(garageCars, eq(garageCars.id, serviceOrders.garageCarId))
    .where(
      and(
        eq(serviceOrders.userId, userId),
        kind ? eq(serviceOrders.kind, kind) : undefined,
        id === undefined ? undefined : eq(serviceOrders.id, id),
      ),
    )
    .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
    .limit(200);
  return rows.map(({ order, car }) => ({
    id: order.id,
    kind: order.kind,
    number: order.number,
    dealerName: order.dealerName,
    status: order.status,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    closedAt: order.closedAt?.toISOString() ?? null,
    car: car && garageCarOf(car),
  }));
}

export async function serviceOrderOf(
  db: Db,
  userId: number,
  id: number,
): Promise<ServiceOrderDetail | undefined> {
  const [order] = await serviceOrdersOf(db, userId, undefined, id);
  if (!order) return undefined;
  const works = await db
    .select()
    .from(serviceOrderWorks)
    .where(eq(serviceOrderWorks.orderId, id))
    .orderBy(asc(serviceOrderWorks.id));
  return { ...order, works: works.map(({ orderId: _order, ...work }) => work) };
}

export async function insurancesOf(
  db: Db,
  userId: number,
  today: string,
  id?: number,
): Promise<Insurance[]> {
  const rows = await db
    .select({ policy: insurances, car: garageCars })
    .from(insurances)
    .leftJoin(garageCars, eq(garageCars.id, insurances.garageCarId))
    .where(and(eq(insurances.userId, userId), id === undefined ? undefined : eq(insurances.id, id)))
    .orderBy(desc(insurances.endsOn), desc(insurances.id));
  return rows.map(({ policy, car }) => ({
    id: policy.id,
    kind: policy.kind,
    number: policy.number,
    company: policy.company,
    startsOn: policy.startsOn,
    endsOn: policy.endsOn,
    premium: policy.premium,
    isActive: policy.startsOn <= today && today <= policy.endsOn,
    car: car && garageCarOf(car),
  }));
}

export async function notificationsOf(db: Db, userId: number): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(200);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: row.text,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      isRead: row.readAt !== null,
    })),
    unread: unread?.n ?? 0,
  };
}

export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids: readonly number[] | 'all',
  now: Date,
): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids === 'all' ? mine : and(mine, inArray(notifications.id, [...ids])));
}
