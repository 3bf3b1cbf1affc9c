import { formatPhoneDigits } from '@dealer/domain';
import type { UserAdditional, UserInfo } from '@dealer/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  basketItems,
  compareVehicles,
  favoriteAccessories,
  favoriteVehicles,
  garageCars,
  notifications,
  serviceOrders,
  storeOrders,
  users,
  type UserRow,
} from '../schema/index.ts';
import { loyaltySummary } from './loyalty.ts';

// The customer with this phone, created on the first successful code check.
export async function upsertUserByPhone(db: Db, phone: string, now: Date): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ phone, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!existing) throw new Error(`user ${phone} vanished`);
  return existing;
}

// The customer's sign-in phone becomes the new one; false when another customer signs in with it.
export async function changeUserPhone(
  db: Db,
  userId: number,
  phone: string,
  now: Date,
): Promise<boolean> {
  const [changed] = await db
    .update(users)
    .set({ phone, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} u where u.phone = ${phone} and u.id <> ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return changed !== undefined;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'phone' | 'createdAt'>>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

export async function userInfo(db: Db, user: UserRow, now: Date): Promise<UserInfo> {
  const loyalty = await loyaltySummary(db, user.id, now);
  return {
    id: user.id,
    phone: formatPhoneDigits(user.phone),
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    email: user.email,
    birthDate: user.birthDate,
    bonusBalance: loyalty.balance,
    earlyBonusSumEnd: loyalty.earlyBonusSumEnd,
    isRegistered: user.registeredAt !== null,
  };
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

export async function userAdditional(db: Db, user: UserRow): Promise<UserAdditional> {
  const n = { n: count() };
  const [favorites, accessories, compare, basket, garage, service, store, unread] =
    await Promise.all([
      countOf(db.select(n).from(favoriteVehicles).where(eq(favoriteVehicles.userId, user.id))),
      countOf(
        db.select(n).from(favoriteAccessories).where(eq(favoriteAccessories.userId, user.id)),
      ),
      countOf(db.select(n).from(compareVehicles).where(eq(compareVehicles.userId, user.id))),
      countOf(db.select(n).from(basketItems).where(eq(basketItems.userId, user.id))),
      countOf(db.select(n).from(garageCars).where(eq(garageCars.userId, user.id))),
      countOf(db.select(n).from(serviceOrders).where(eq(serviceOrders.userId, user.id))),
      countOf(db.select(n).from(storeOrders).where(eq(storeOrders.userId, user.id))),
      countOf(
        db
          .select(n)
          .from(notifications)
          .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt))),
      ),
    ]);
  return {
    gender: user.gender,
    cityCode: user.cityCode === 'msk' || user.cityCode === 'spb' ? user.cityCode : null,
    subscribeSms: user.subscribeSms,
    subscribeEmail: user.subscribeEmail,
    registeredAt: user.registeredAt?.toISOString() ?? null,
    counts: {
      favorites: favorites + accessories,
      compare,
      basket,
      garage,
      orders: service + store,
      unreadNotifications: unread,
    },
  };
}
