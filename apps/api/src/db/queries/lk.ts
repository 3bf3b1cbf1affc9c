import type {
  CustomerRequest,
  Insurance,
  NotificationList,
  ServiceOrder,
  ServiceOrderDetail,
} from '@dealer/contract';
import { formatMinutes, leadFormById } from '@dealer/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  dealers,
  garageCars,
  insurances,
  leadOutbox,
  leads,
  leadSubjects,
  serviceBookings,
  notifications,
  serviceOrders,
  serviceOrderWorks,
  type ServiceOrderKind,
  storeOrders,
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

/**
 * What the customer sent while signed in on this holding, newest first: each request with its
 * state (accepted, or delivered to the dealer's managers), each service booking with its visit
 * (booked, visited once its day passed, or cancelled by staff).
 */
export async function customerRequestsOf(
  db: Db,
  userId: number,
  holdingId: number,
  today: string,
  orderCode: (orderId: number) => string,
): Promise<CustomerRequest[]> {
  const rows = await db
    .select({
      id: leads.id,
      formId: leads.formId,
      subject: leadSubjects.name,
      createdAt: leads.createdAt,
      payload: leads.payload,
      bookingId: serviceBookings.id,
      day: serviceBookings.day,
      startsAt: serviceBookings.startsAt,
      cancelledAt: serviceBookings.cancelledAt,
      dealerName: dealers.nameRu,
      address: dealers.address,
      orderId: storeOrders.id,
      orderStatus: storeOrders.status,
      orderTotal: storeOrders.totalDisprice,
    })
    .from(leads)
    .leftJoin(leadSubjects, eq(leadSubjects.formId, leads.formId))
    .leftJoin(storeOrders, eq(storeOrders.leadId, leads.id))
    .leftJoin(serviceBookings, eq(serviceBookings.leadId, leads.id))
    .leftJoin(dealers, eq(dealers.id, serviceBookings.dealerId))
    .where(and(eq(leads.userId, userId), eq(leads.holdingId, holdingId)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(50);
  const delivered = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .selectDistinct({ leadId: leadOutbox.leadId })
            .from(leadOutbox)
            .where(
              and(
                inArray(
                  leadOutbox.leadId,
                  rows.map((row) => row.id),
                ),
                isNotNull(leadOutbox.deliveredAt),
              ),
            )
        ).map((row) => row.leadId),
  );
  return rows.map((row) => {
    const title = row.subject ?? leadFormById(row.formId)?.subject ?? 'Заявка';
    const storeOrder =
      row.orderId === null
        ? null
        : {
            number: row.orderId,
            status: row.orderStatus ?? 'new',
            totalDisprice: row.orderTotal ?? 0,
            code: orderCode(row.orderId),
          };
    const base = { id: row.id, title, createdAt: row.createdAt.toISOString(), storeOrder };
    if (row.bookingId === null || row.day === null || row.startsAt === null)
      return {
        ...base,
        kind: 'request' as const,
        state: delivered.has(row.id) ? ('delivered' as const) : ('accepted' as const),
        booking: null,
      };
    const work = typeof row.payload.serviceWork === 'string' ? row.payload.serviceWork : '';
    return {
      ...base,
      kind: 'booking' as const,
      state: row.cancelledAt
        ? ('cancelled' as const)
        : row.day < today
          ? ('visited' as const)
          : ('booked' as const),
      booking: {
        number: row.bookingId,
        date: row.day,
        time: formatMinutes(row.startsAt),
        dealerName: row.dealerName ?? '',
        address: row.address ?? '',
        work,
      },
    };
  });
}
