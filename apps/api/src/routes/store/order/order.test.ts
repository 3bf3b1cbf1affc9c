import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, holdings, storeItems } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { buildTestApp, testDbLabel, type TestApp } from '../../../../test/helper.ts';
import { insertStoreItems } from '../../../../test/identity-fixtures.ts';
import { queryRows } from '../../../../test/test-db.ts';

// The order checks of issue 31: server prices, what changed said before placing, one order per
// submit, the dealer of the selling holding, and the checkout page by its signed code.
describe(`store order checks on ${testDbLabel}`, () => {
  let t: TestApp;
  let parts: number[];
  let dealer: string;
  let otherHolding: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const items = await insertStoreItems(t.client.db, ['parts', 'parts', 'parts']);
    parts = items.map((i) => i.id);
    const [stocked] = await queryRows<{ code: string }>(
      t.client,
      `select d.code from dealers d join store_stock s on s.dealer_id = d.id where s.item_id = ${parts[0]}`,
    );
    dealer = stocked!.code;
    await t.client.db
      .insert(holdings)
      .values({ id: 2, domain: 'second', name: 'Второй' })
      .onConflictDoNothing();
    otherHolding = `h2-dealer-${Math.random().toString(36).slice(2, 8)}`;
    await t.client.db.insert(dealers).values({
      holdingId: 2,
      cityCode: 'msk',
      code: otherHolding,
      name: 'Other',
      nameRu: 'Другой холдинг',
      address: 'Москва, 2',
      lat: 55.7,
      lon: 37.6,
      workingHours: 'Ежедневно 10:00-21:00',
    });
  });
  afterAll(() => t.close());

  const order = (items: readonly object[], extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/store/order?holdingId=1',
      payload: {
        type: 'parts',
        items,
        firstname: 'Вера',
        phone: '+7 900-333-44-01',
        policy: true,
        formUrl: '/ordering/',
        dealer,
        ...extra,
      },
    });
  const orders = async () =>
    (await queryRows<{ n: number }>(t.client, 'select count(*)::int as n from store_orders'))[0]!.n;

  it('quotes an anonymous basket at catalogue prices, dropping what is not sold', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/store/quote?holdingId=1&type=parts',
      payload: {
        items: [{ accItemId: parts[1], qty: 3 }, { accItemId: 999999 }, { accItemId: parts[0] }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      { id: parts[1], qty: 3, price: 1001.5, disprice: 901.25, dealerCode: dealer },
      { id: parts[0], qty: 2 },
    ]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/store/quote?holdingId=1&type=parts',
      payload: { items: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toContainEqual({ field: 'items', message: 'Корзина пуста' });
  });

  it('takes prices from the catalogue, never from the browser, and signs the checkout code', async () => {
    // The shown price matches (900.25 → 901 to pay); a made-up total is nowhere to send.
    const res = await order([{ accItemId: parts[0], qty: 1, price: 901 }]);
    expect(res.statusCode).toBe(200);
    const { code, orderId } = res.json();
    expect(code).toMatch(new RegExp(`^${orderId}-[0-9a-f]{24}$`));
    const page = await t.app.inject({ url: `/v1/store/order/checkout/${code}?holdingId=1` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id: orderId,
      status: 'new',
      total: 1001,
      totalDisprice: 901,
      dealerCode: dealer,
      dealerName: 'Тестовый дилер',
      items: [{ accItemId: parts[0], qty: 1, price: 1001, disprice: 901 }],
    });
    // The staff desk's lead names the order.
    const [lead] = await queryRows<{ order: string }>(
      t.client,
      `select payload->>'order' as order from leads where id = ${res.json().leadId}`,
    );
    expect(lead?.order).toBe(String(orderId));
    // Another number with this signature, or the code on the other holding: not found.
    const forged = code.replace(/^\d+/, String(orderId + 1));
    for (const url of [`${forged}?holdingId=1`, `${code}?holdingId=2`]) {
      const other = await t.app.inject({ url: `/v1/store/order/checkout/${url}` });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Заказ не найден');
    }
  });

  it('a double submit with one key is one order, also when both arrive at once', async () => {
    const before = await orders();
    const key = `order-key-${Math.random().toString(36).slice(2, 10)}`;
    const body = (comment: string) =>
      [
        [{ accItemId: parts[1], qty: 1 }],
        { idempotencyKey: key, comment, phone: '+7 900-333-44-02' },
      ] as const;
    const [a, b] = await Promise.all([order(...body('раз')), order(...body('два'))]);
    const c = await order(...body('три'));
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().orderId, b.json().orderId, c.json().orderId]).size).toBe(1);
    expect(c.json().duplicate).toBe(true);
    expect(await orders()).toBe(before + 1);
  });

  it('says a changed price and a shortage at the dealer before placing, writing nothing', async () => {
    const before = await orders();
    await t.client.db.update(storeItems).set({ disprice: 950 }).where(eq(storeItems.id, parts[2]!));
    const changed = await order([{ accItemId: parts[2], qty: 1, price: 903 }]);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      message:
        'Заказ не оформлен: изменились цены или наличие. Проверьте заказ и отправьте его ещё раз.',
      details: [
        {
          field: `items.${parts[2]}`,
          message: 'Изменилась цена: Тестовый товар 2 — теперь 950\u00a0₽ за шт. вместо 903\u00a0₽',
        },
      ],
    });
    // Three in stock at the dealer (the fixture): four are refused.
    const short = await order([{ accItemId: parts[2], qty: 4, price: 950 }]);
    expect(short.statusCode).toBe(409);
    expect(short.json().details[0].message).toBe(
      'Не хватает в выбранном дилерском центре: Тестовый товар 2 — в наличии 3 шт.',
    );
    expect(await orders()).toBe(before);
  });

  it('refuses a dealer of the other holding and an order without a dealer, in Russian', async () => {
    const before = await orders();
    const foreign = await order([{ accItemId: parts[0], qty: 1 }], { dealer: otherHolding });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Выберите дилерский центр из списка');
    const none = await order([{ accItemId: parts[0], qty: 1 }], { dealer: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toContainEqual({
      field: 'dealer',
      message: 'Необходимо заполнить поле',
    });
    expect(await orders()).toBe(before);
  });
});
