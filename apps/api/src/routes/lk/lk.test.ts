import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insurances,
  loyaltyTransactions,
  notifications,
  serviceOrders,
  serviceOrderWorks,
} from '../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';

const DAY = 86_400_000;

describe(`personal area on ${testDbLabel}`, () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: number;
  const time = testClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    const sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway, clock: time.clock } });
    alice = (await login(t.app, sms, 1)).token;
    bob = (await login(t.app, sms, 2)).token;
    aliceId = (await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(alice) })).json()
      .id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload && { payload }) });

  it('keeps a garage of up to 5 cars; the first is the main one', async () => {
    const first = await call('POST', '/lk/garage?holdingId=1', alice, {
      mark: 'Lada',
      model: 'Vesta',
      year: 2021,
      vin: 'XTA00000000000001',
      stateNumber: 'А 123 ВС 77',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mark: 'Lada', isMain: true });
    for (let i = 0; i < 4; i += 1)
      expect(
        (await call('POST', '/lk/garage?holdingId=1', alice, { mark: 'Kia', model: `Rio ${i}` }))
          .statusCode,
      ).toBe(200);
    const sixth = await call('POST', '/lk/garage?holdingId=1', alice, {
      mark: 'Kia',
      model: 'Ceed',
    });
    expect(sixth.statusCode).toBe(409);
    const list = (await call('GET', '/lk/garage?holdingId=1', alice)).json();
    expect(list.items).toHaveLength(5);
    expect(list.limit).toBe(5);
  });

  it('checks VIN and state number with the SPEC 5 messages', async () => {
    const res = await call('POST', '/lk/garage?holdingId=1', bob, {
      mark: 'Kia',
      model: 'Rio',
      vin: 'XTA1',
      stateNumber: 'А 1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'vin', message: 'VIN должен содержать 17 символов' },
      { field: 'stateNumber', message: 'Некорректный формат госномера.' },
    ]);
  });

  it('makes another car the main one, and never lets a stranger read or change it', async () => {
    const { items } = (await call('GET', '/lk/garage?holdingId=1', alice)).json();
    const other = items[1];
    const res = await call('PATCH', `/lk/garage/${other.id}?holdingId=1`, alice, {
      isMain: true,
      mileage: 12000,
    });
    expect(res.json()).toMatchObject({ isMain: true, mileage: 12000 });
    const mains = (await call('GET', '/lk/garage?holdingId=1', alice))
      .json()
      .items.filter((c: { isMain: boolean }) => c.isMain);
    expect(mains).toHaveLength(1);
    expect((await call('GET', `/lk/garage/${other.id}?holdingId=1`, bob)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/lk/garage/${other.id}?holdingId=1`, bob, { mileage: 1 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/lk/garage/${other.id}?holdingId=1`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/lk/garage/${other.id}?holdingId=1`, alice)).json().mileage).toBe(
      12000,
    );
    expect((await call('DELETE', `/lk/garage/${other.id}?holdingId=1`, alice)).json()).toEqual({
      success: true,
    });
  });

  it('shows service orders with works, insurances and notifications to their owner only', async () => {
    const db = t.client.db;
    const now = time.clock();
    const [order] = await db
      .insert(serviceOrders)
      .values({
        userId: aliceId,
        holdingId: 1,
        number: 'ЗН-1',
        dealerName: 'Тестовый дилер',
        status: 'Выполнен',
        total: 5000,
        createdAt: now,
      })
      .returning();
    await db.insert(serviceOrderWorks).values([
      { orderId: order!.id, name: 'Замена масла', kind: 'work', price: 2000, status: 'Выполнена' },
      {
        orderId: order!.id,
        name: 'Масло 5W-30',
        kind: 'part',
        qty: 5,
        price: 600,
        status: 'Выдано',
      },
    ]);
    const [policy] = await db
      .insert(insurances)
      .values({
        userId: aliceId,
        kind: 'osago',
        number: 'ХХХ 0000000001',
        company: 'Страховая компания «Пример»',
        startsOn: '2025-06-01',
        endsOn: '2026-05-31',
        premium: 9000,
      })
      .returning();
    await db.insert(notifications).values([
      { userId: aliceId, title: 'Заказ готов', text: 'Автомобиль можно забрать', createdAt: now },
      { userId: aliceId, title: 'Скидка', text: 'Скидка на шиномонтаж', createdAt: now },
    ]);
    const detail = (await call('GET', `/lk/orders/${order!.id}?holdingId=1`, alice)).json();
    expect(detail.works.map((w: { name: string }) => w.name)).toEqual([
      'Замена масла',
      'Масло 5W-30',
    ]);
    expect(
      (await call('GET', '/lk/orders?holdingId=1&kind=service', alice)).json().items,
    ).toHaveLength(1);
    expect(
      (await call('GET', '/lk/orders?holdingId=1&kind=sales', alice)).json().items,
    ).toHaveLength(0);
    expect(
      (await call('GET', `/lk/insurances/${policy!.id}?holdingId=1`, alice)).json().isActive,
    ).toBe(true);
    for (const url of [`/lk/orders/${order!.id}`, `/lk/insurances/${policy!.id}`])
      expect((await call('GET', `${url}?holdingId=1`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/lk/orders?holdingId=1', bob)).json().items).toEqual([]);
    expect((await call('GET', '/lk/insurances?holdingId=1', bob)).json().items).toEqual([]);
    const notes = (await call('GET', '/lk/notifications?holdingId=1', alice)).json();
    expect(notes.unread).toBe(2);
    // Bob marking Alice's notifications does nothing to them.
    await call('POST', '/lk/notifications/read?holdingId=1', bob, {
      ids: notes.items.map((n: { id: number }) => n.id),
    });
    expect((await call('GET', '/lk/notifications?holdingId=1', alice)).json().unread).toBe(2);
    const read = await call('POST', '/lk/notifications/read?holdingId=1', alice, {
      ids: [notes.items[0].id],
    });
    expect(read.json().unread).toBe(1);
    expect(
      (await call('POST', '/lk/notifications/read?holdingId=1', alice, { all: true })).json()
        .unread,
    ).toBe(0);
  });

  it('counts bonus points and those expiring within 30 days (earlyBonusSumEnd)', async () => {
    const now = time.clock();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await t.client.db.insert(loyaltyTransactions).values([
      {
        userId: aliceId,
        kind: 'accrual',
        amount: 500,
        remaining: 300,
        description: 'Сервис',
        createdAt: at(-300),
        expiresAt: at(10),
      },
      {
        userId: aliceId,
        kind: 'accrual',
        amount: 1000,
        remaining: 1000,
        description: 'Покупка',
        createdAt: at(-20),
        expiresAt: at(200),
      },
      {
        userId: aliceId,
        kind: 'accrual',
        amount: 400,
        remaining: 400,
        description: 'Старое',
        createdAt: at(-400),
        expiresAt: at(-1),
      },
      { userId: aliceId, kind: 'writeoff', amount: -200, description: 'Оплата', createdAt: at(-5) },
    ]);
    const loyalty = (await call('GET', '/lk/loyalty?holdingId=1', alice)).json();
    expect(loyalty.balance).toBe(1300);
    expect(loyalty.earlyBonusSumEnd).toEqual({ bonusQtySum: 300, dateEnd: at(10).toISOString() });
    expect(loyalty.transactions).toHaveLength(4);
    const user = (await call('GET', '/user?holdingId=1', alice)).json();
    expect(user.earlyBonusSumEnd.bonusQtySum).toBe(300);
    expect((await call('GET', '/lk/loyalty?holdingId=1', bob)).json()).toMatchObject({
      balance: 0,
      transactions: [],
    });
  });
});
