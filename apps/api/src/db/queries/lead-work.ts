import type { LeadState } from '@dealer/contract';
import { STORE_ORDER_NEXT, storeOrderStatusName, type StoreOrderStatus } from '@dealer/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  leadFiles,
  leads,
  leadWork,
  notifications,
  staffAccounts,
  storeOrders,
  vehicles,
} from '../schema/index.ts';
import { writeAudit } from './audit.ts';

type Actor = { id: number; name: string; role: 'admin' | 'manager' };
type Work = { state: LeadState; managerId: number | null; managerName: string | null };

export type StateChange = { ok: true; changed: boolean } | { ok: false; takenBy: string };

// Under the lead's row lock: two staff taking one lead at once are served one after the other.
async function workOf(db: Db, leadId: number): Promise<Work> {
  await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');
  const [row] = await db
    .select({
      state: leadWork.state,
      managerId: leadWork.managerId,
      managerName: staffAccounts.name,
    })
    .from(leadWork)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadWork.managerId))
    .where(eq(leadWork.leadId, leadId))
    .limit(1);
  return row ?? { state: 'new', managerId: null, managerName: null };
}

/**
 * A lead's next state (issue 30): `working` takes it (the one who asks becomes its manager),
 * `won`/`lost` close it under its manager (or the one who closes it), `new` returns it to the
 * queue without a manager. A manager cannot take over a lead another staff member works; an
 * administrator can. The change and its audit row are one transaction.
 */
export async function setLeadState(
  db: Db,
  change: { leadId: number; holdingId: number; state: LeadState; actor: Actor; at: Date },
): Promise<StateChange> {
  return db.transaction(async (tx) => {
    const before = await workOf(tx, change.leadId);
    const { actor } = change;
    const othersLead = before.managerId !== null && before.managerId !== actor.id;
    if (
      change.state !== 'new' &&
      othersLead &&
      before.state === 'working' &&
      actor.role !== 'admin'
    )
      return { ok: false, takenBy: before.managerName ?? 'другой сотрудник' };
    const managerId =
      change.state === 'new'
        ? null
        : change.state === 'working'
          ? actor.id
          : (before.managerId ?? actor.id);
    if (before.state === change.state && before.managerId === managerId)
      return { ok: true, changed: false };
    await tx
      .insert(leadWork)
      .values({ leadId: change.leadId, state: change.state, managerId, updatedAt: change.at })
      .onConflictDoUpdate({
        target: leadWork.leadId,
        set: { state: change.state, managerId, updatedAt: change.at },
      });
    const managerName =
      managerId === null ? null : managerId === actor.id ? actor.name : before.managerName;
    await writeAudit(tx, {
      at: change.at,
      staff: actor,
      holdingId: change.holdingId,
      entity: 'lead',
      entityId: change.leadId,
      action: 'state',
      before: { state: before.state, manager: before.managerName },
      after: { state: change.state, manager: managerName },
    });
    return { ok: true, changed: true };
  });
}

/** The store order a lead came with, as its page shows it. */
export async function orderOfLead(
  db: Db,
  leadId: number,
): Promise<{ id: number; status: StoreOrderStatus } | null> {
  const [row] = await db
    .select({ id: storeOrders.id, status: storeOrders.status })
    .from(storeOrders)
    .where(eq(storeOrders.leadId, leadId))
    .limit(1);
  return row ? { id: row.id, status: row.status as StoreOrderStatus } : null;
}

export type OrderChange =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'no-order' | 'not-allowed'; from?: StoreOrderStatus };

/**
 * The lead's store order moved on by the dealer's staff (issue 31): one step forward or cancelled
 * (STORE_ORDER_NEXT), the audit row on the lead, and a notification in the buyer's /lk when the
 * order was placed signed in: one transaction.
 */
export async function setOrderStatus(
  db: Db,
  change: { leadId: number; holdingId: number; status: StoreOrderStatus; actor: Actor; at: Date },
): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: storeOrders.id, status: storeOrders.status, userId: storeOrders.userId })
      .from(storeOrders)
      .where(eq(storeOrders.leadId, change.leadId))
      .for('update');
    if (!order) return { ok: false, reason: 'no-order' };
    const from = order.status as StoreOrderStatus;
    if (from === change.status) return { ok: true, changed: false };
    if (!STORE_ORDER_NEXT[from]?.includes(change.status))
      return { ok: false, reason: 'not-allowed', from };
    await tx.update(storeOrders).set({ status: change.status }).where(eq(storeOrders.id, order.id));
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: 'lead',
      entityId: change.leadId,
      action: 'order',
      before: { order: order.id, orderStatus: from },
      after: { order: order.id, orderStatus: change.status },
    });
    if (order.userId !== null)
      await tx.insert(notifications).values({
        userId: order.userId,
        title: `Заказ № ${order.id}: ${storeOrderStatusName(change.status).toLowerCase()}`,
        // No step leads back to 'new' (STORE_ORDER_NEXT).
        text: ORDER_NOTICE[change.status as Exclude<StoreOrderStatus, 'new'>],
        link: '/lk/orders/',
        createdAt: change.at,
      });
    return { ok: true, changed: true };
  });
}

const ORDER_NOTICE: Record<Exclude<StoreOrderStatus, 'new'>, string> = {
  confirmed: 'Менеджер подтвердил заказ. Мы сообщим, когда он будет готов к выдаче.',
  ready: 'Заказ готов к выдаче в выбранном дилерском центре.',
  done: 'Заказ выдан. Спасибо за покупку!',
  cancelled: 'Заказ отменён. Если это ошибка, позвоните в дилерский центр.',
};

/** The files a visitor attached to the lead, in the order they were sent. */
export async function filesOfLead(db: Db, leadId: number) {
  return db
    .select({
      id: leadFiles.id,
      name: leadFiles.name,
      mimeType: leadFiles.mimeType,
      size: leadFiles.size,
    })
    .from(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), isNotNull(leadFiles.storageKey)))
    .orderBy(asc(leadFiles.createdAt), asc(leadFiles.id));
}

/** The first photo of a car still in the catalogue, or null. */
export async function carPhotoOf(db: Db, carId: number): Promise<string | null> {
  const [row] = await db
    .select({ photos: vehicles.photos })
    .from(vehicles)
    .where(eq(vehicles.id, carId))
    .limit(1);
  return row?.photos[0] ?? null;
}
