import { LEAD_FORMS } from '@dealer/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../src/auth/passwords.ts';
import { identityEnv } from '../src/config/env-identity.ts';
import type { Db } from '../src/db/client.ts';
import {
  dealers,
  favoriteVehicles,
  garageCars,
  insurances,
  leadSubjects,
  loyaltyTransactions,
  notifications,
  serviceOrders,
  serviceOrderWorks,
  staffAccounts,
  users,
  vehicles,
} from '../src/db/schema/index.ts';
import {
  DEMO_GARAGE,
  DEMO_STAFF,
  DEMO_USERS,
  NOTIFICATIONS,
  SERVICE_WORKS,
} from './identity-data.ts';

export type IdentitySeedReport = { users: number; leadSubjects: number; staff: number };

const DAY = 86_400_000;
const staffEnv = z.object({
  STAFF_ADMIN_PASSWORD: identityEnv.STAFF_ADMIN_PASSWORD,
  STAFF_MANAGER_PASSWORD: identityEnv.STAFF_MANAGER_PASSWORD,
});

async function seedSubjects(db: Db): Promise<number> {
  const rows = await db
    .insert(leadSubjects)
    .values(LEAD_FORMS.map((form) => ({ formId: form.id, name: form.subject })))
    .onConflictDoNothing()
    .returning({ formId: leadSubjects.formId });
  return rows.length;
}

async function seedStaff(db: Db, source: Record<string, string | undefined>): Promise<number> {
  const env = staffEnv.parse(source);
  const passwords = { admin: env.STAFF_ADMIN_PASSWORD, manager: env.STAFF_MANAGER_PASSWORD };
  let inserted = 0;
  for (const { demoPassword, ...account } of DEMO_STAFF) {
    const password = passwords[account.login as keyof typeof passwords] ?? demoPassword;
    const rows = await db
      .insert(staffAccounts)
      .values({ ...account, passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: staffAccounts.login })
      .returning({ id: staffAccounts.id });
    inserted += rows.length;
  }
  return inserted;
}

// Garage, orders with works, insurances, bonus lots (one expiring soon) and notifications of a customer.
async function seedCustomer(db: Db, userId: number, holdingId: 1 | 2, now: Date, offset: number) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const day = (days: number) => at(days).toISOString().slice(0, 10);
  const cars = await db
    .insert(garageCars)
    .values(
      DEMO_GARAGE.slice(offset, offset + 2).map((car, i) => ({ ...car, userId, isMain: i === 0 })),
    )
    .returning({ id: garageCars.id });
  const [main, second] = cars;
  // Orders name the dealership that made them, as staff would read them, not a department.
  const [dealer] = await db
    .select({ name: dealers.nameRu })
    .from(dealers)
    .where(eq(dealers.holdingId, holdingId))
    .orderBy(asc(dealers.id))
    .limit(1);
  const dealerName = dealer?.name ?? 'Дилерский центр';
  const orders = await db
    .insert(serviceOrders)
    .values([
      {
        userId,
        holdingId,
        kind: 'service' as const,
        number: `ЗН-${holdingId}0${offset}1`,
        garageCarId: main?.id,
        dealerName,
        status: 'Выполнен',
        total: 18_800,
        createdAt: at(-40),
        closedAt: at(-39),
      },
      {
        userId,
        holdingId,
        kind: 'service' as const,
        number: `ЗН-${holdingId}0${offset}2`,
        garageCarId: second?.id,
        dealerName,
        status: 'В работе',
        total: 8_800,
        createdAt: at(-1),
      },
      {
        userId,
        holdingId,
        kind: 'sales' as const,
        number: `ДКП-${holdingId}0${offset}3`,
        garageCarId: main?.id,
        dealerName,
        status: 'Автомобиль выдан',
        total: 1_450_000,
        createdAt: at(-400),
        closedAt: at(-395),
      },
    ])
    .returning({ id: serviceOrders.id, kind: serviceOrders.kind });
  const works = orders.flatMap((order, i) =>
    order.kind === 'sales'
      ? []
      : SERVICE_WORKS.slice(i * 3, i * 3 + 3).map((work) => ({
          ...work,
          orderId: order.id,
          status: i === 0 ? 'Выполнена' : 'В работе',
        })),
  );
  await db.insert(serviceOrderWorks).values(works);
  await db.insert(insurances).values([
    {
      userId,
      garageCarId: main?.id,
      kind: 'osago' as const,
      number: `ХХХ 00000${offset}0001`,
      company: 'Страховая компания «Надёжный полис»',
      startsOn: day(-340),
      endsOn: day(25),
      premium: 8_900,
    },
    {
      userId,
      garageCarId: main?.id,
      kind: 'kasko' as const,
      number: `КАСКО-00${offset}-0002`,
      company: 'Страховая компания «Надёжный полис»',
      startsOn: day(-700),
      endsOn: day(-335),
      premium: 64_000,
    },
  ]);
  await db.insert(loyaltyTransactions).values([
    {
      userId,
      holdingId,
      kind: 'accrual' as const,
      amount: 1_200,
      remaining: 700,
      description: 'Начисление за ТО',
      createdAt: at(-350),
      expiresAt: at(12),
    },
    {
      userId,
      holdingId,
      kind: 'accrual' as const,
      amount: 2_500,
      remaining: 2_500,
      description: 'Начисление за покупку аксессуаров',
      createdAt: at(-40),
      expiresAt: at(325),
    },
    {
      userId,
      holdingId,
      kind: 'writeoff' as const,
      amount: -500,
      description: 'Оплата баллами заказ-наряда',
      createdAt: at(-39),
    },
  ]);
  await db.insert(notifications).values(
    NOTIFICATIONS.map((n, i) => ({
      ...n,
      userId,
      createdAt: at(-i * 3),
      readAt: i === 2 ? at(-1) : null,
    })),
  );
}

// A few stock vehicles in the favourites of the first customer, when the catalogue is seeded.
async function seedFavorites(db: Db, userId: number): Promise<void> {
  const picks = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .orderBy(asc(vehicles.id))
    .limit(3);
  if (picks.length > 0)
    await db
      .insert(favoriteVehicles)
      .values(picks.map((v) => ({ userId, vehicleId: v.id })))
      .onConflictDoNothing();
}

// Demo customers (README: +7 900 000-00-01..03), lead subjects, staff; skips what is there.
export async function seedIdentity(
  db: Db,
  now: Date = new Date(),
  env: Record<string, string | undefined> = process.env,
): Promise<IdentitySeedReport> {
  const report = {
    users: 0,
    leadSubjects: await seedSubjects(db),
    staff: await seedStaff(db, env),
  };
  const phones = DEMO_USERS.map((u) => u.phone);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.phone, [...phones]));
  if (existing.length > 0) return report;
  for (const [i, { registered, ...user }] of DEMO_USERS.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        ...user,
        registeredAt: registered ? new Date(now.getTime() - 500 * DAY) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    report.users += 1;
    if (!row || !registered) continue;
    await seedCustomer(db, row.id, i === 0 ? 1 : 2, now, i);
    if (i === 0) await seedFavorites(db, row.id);
  }
  return report;
}
