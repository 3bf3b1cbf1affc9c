import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { insertStoreItems } from '../../../test/identity-fixtures.ts';
import { bearer, login, recordingSms } from '../../../test/identity.ts';
import { queryRows } from '../../../test/test-db.ts';

describe(`store favourites, baskets and orders on ${testDbLabel}`, () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let store: number[];
  let parts: number[];
  let dealer: string;

  beforeAll(async () => {
    const sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway } });
    const items = await insertStoreItems(t.client.db, [
      'store',
      'store',
      'parts',
      'parts',
      'parts',
    ]);
    store = items.filter((i) => i.kind === 'store').map((i) => i.id);
    parts = items.filter((i) => i.kind === 'parts').map((i) => i.id);
    const [stocked] = await queryRows<{ code: string }>(
      t.client,
      `select d.code from dealers d join store_stock s on s.dealer_id = d.id where s.item_id = ${parts[0]}`,
    );
    dealer = stocked!.code;
    alice = (await login(t.app, sms, 1)).token;
    bob = (await login(t.app, sms, 2)).token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload && { payload }),
    });

  it('keeps favourite accessories with a count, per visitor', async () => {
    const added = await call('POST', '/store/favorite?holdingId=1', alice, {
      accItemId: [store[0], parts[0]],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ items: [{ id: store[0] }, { id: parts[0] }], count: 2 });
    expect((await call('GET', '/store/favorite?holdingId=1', bob)).json().count).toBe(0);
    await call('DELETE', '/store/favorite?holdingId=1&deleteAll=true', bob);
    expect((await call('GET', '/store/favorite?holdingId=1', alice)).json().count).toBe(2);
    const removed = await call(
      'DELETE',
      `/store/favorite?holdingId=1&accItemId=${store[0]}`,
      alice,
    );
    expect(removed.json()).toEqual({ items: [{ id: parts[0] }], count: 1 });
    const unknown = await call('POST', '/store/favorite?holdingId=1', alice, {
      accItemId: [123456789],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes the anonymous quantities in one call on login and answers the SPEC 3 basket item', async () => {
    const res = await call('POST', '/store/basket?holdingId=1&type=parts', alice, {
      items: [
        { accItemId: parts[0], qty: 4 },
        { accItemId: parts[1], qty: 1 },
        { accItemId: parts[2] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const basket = res.json();
    expect(basket.count).toBe(3);
    expect(basket.items[0]).toMatchObject({
      id: parts[0],
      qty: 4,
      brand: 'Testparts',
      category: ['Верхняя', 'Нижняя'],
      price: 1002.5,
      disprice: 902.25,
    });
    expect(basket.items[0].dealerCode).toMatch(/^test-dealer-/);
    // Without a quantity the item's minimum is used.
    expect(basket.items[2].qty).toBe(2);
    // A later quantity replaces the stored one; a repeat without one keeps it.
    await call('POST', '/store/basket?holdingId=1&type=parts', alice, {
      items: [{ accItemId: parts[0], qty: 7 }],
    });
    await call('POST', '/store/basket?holdingId=1&type=parts', alice, {
      items: [{ accItemId: parts[0] }],
    });
    const after = await call('GET', '/store/basket?holdingId=1&type=parts', alice);
    expect(after.json().items[0].qty).toBe(7);
  });

  it('keeps the accessory basket apart from the parts basket', async () => {
    const res = await call('POST', '/store/basket?holdingId=1', alice, {
      items: [{ accItemId: store[1] }],
    });
    expect(res.json()).toMatchObject({ type: 'accessories', count: 1 });
    const wrongKind = await call('POST', '/store/basket?holdingId=1', alice, {
      items: [{ accItemId: parts[0] }],
    });
    expect(wrongKind.statusCode).toBe(404);
    expect((await call('GET', '/store/basket?holdingId=1&type=parts', alice)).json().count).toBe(3);
  });

  it('never shows or changes another visitor basket', async () => {
    expect((await call('GET', '/store/basket?holdingId=1&type=parts', bob)).json().count).toBe(0);
    await call('DELETE', `/store/basket?holdingId=1&type=parts&accItemId=${parts[0]}`, bob);
    expect((await call('GET', '/store/basket?holdingId=1&type=parts', alice)).json().count).toBe(3);
    const removed = await call(
      'DELETE',
      `/store/basket?holdingId=1&type=parts&accItemId=${parts[1]}`,
      alice,
    );
    expect(removed.json().count).toBe(2);
    expect((await call('GET', '/store/basket?holdingId=1', undefined)).statusCode).toBe(401);
  });

  const order = (items: object[], extra: object = {}) => ({
    type: 'parts',
    items,
    firstname: 'Анна',
    phone: '+7 900-111-22-01',
    email: 'anna@example.ru',
    policy: true,
    formUrl: '/ordering/',
    dealer,
    ...extra,
  });

  it('orders at catalogue prices, with a lead, and empties the ordered lines of the basket', async () => {
    const res = await call(
      'POST',
      '/store/order?holdingId=1',
      alice,
      order([{ accItemId: parts[0], qty: 2 }], { comment: 'Доставка' }),
    );
    expect(res.statusCode).toBe(200);
    const { orderId, leadId } = res.json();
    const mine = await call('GET', `/store/order/${orderId}?holdingId=1`, alice);
    // 1002.5 rounds up to 1003, 902.25 to 903 (SPEC 4).
    expect(mine.json()).toMatchObject({
      total: 2006,
      totalDisprice: 1806,
      items: [{ qty: 2, price: 1003 }],
    });
    const basket = await call('GET', '/store/basket?holdingId=1&type=parts', alice);
    expect(basket.json().items.map((i: { id: number }) => i.id)).not.toContain(parts[0]);
    const leads = await queryRows<{ form_id: string }>(
      t.client,
      `select form_id from leads where id = ${leadId}`,
    );
    expect(leads[0]?.form_id).toBe('form_store_order');
    // The customer's «Заявки и заказы» names the order, its state and its page (issue 31).
    const requests = await call('GET', '/lk/requests?holdingId=1', alice);
    expect(requests.json().items).toContainEqual(
      expect.objectContaining({
        id: leadId,
        storeOrder: {
          number: orderId,
          status: 'new',
          totalDisprice: 1806,
          code: expect.stringMatching(new RegExp(`^${orderId}-[0-9a-f]{24}$`)),
        },
      }),
    );
    // Another visitor cannot read it.
    expect((await call('GET', `/store/order/${orderId}?holdingId=1`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/store/order?holdingId=1', bob)).json().items).toEqual([]);
  });

  it('takes an anonymous order, and a repeated submit is the same order', async () => {
    const body = order([{ accItemId: parts[2], qty: 1 }], { phone: '+7 900-111-22-09' });
    const first = await call('POST', '/store/order?holdingId=1', undefined, body);
    const second = await call('POST', '/store/order?holdingId=1', undefined, body);
    expect(first.statusCode).toBe(200);
    expect(second.json().orderId).toBe(first.json().orderId);
  });

  it('refuses bad forms and unknown items without writing anything', async () => {
    const before = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from store_orders',
    );
    const noConsent = await call(
      'POST',
      '/store/order?holdingId=1',
      undefined,
      order([{ accItemId: parts[2], qty: 1 }], { policy: false }),
    );
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().details).toContainEqual({
      field: 'policy',
      message: 'Необходимо заполнить поле',
    });
    const unknown = await call(
      'POST',
      '/store/order?holdingId=1',
      undefined,
      order([{ accItemId: store[0], qty: 1 }]),
    );
    expect(unknown.statusCode).toBe(404);
    const after = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from store_orders',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
