import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdings } from '../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';
import { insertDealer, insertStoreItems } from '../../../test/identity-fixtures.ts';
import { staffToken } from '../../../test/staff.ts';
import { queryRows } from '../../../test/test-db.ts';

// A store order worked from its lead's page (issue 31): confirmed, ready, handed over or
// cancelled, one step at a time; the buyer sees it in /lk with a notification; the lead's history
// and the audit log keep each step; access per staff member.
describe(`POST /reports/leads/:id/order on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock(new Date('2026-03-02T09:00:00Z'));
  const sms = recordingSms();
  const tokens: Record<string, string> = {};
  let dealerCode: string;
  let item: number;

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
    const db = t.client.db;
    item = (await insertStoreItems(db, ['parts']))[0]!.id;
    const [stocked] = await queryRows<{ id: number; code: string }>(
      t.client,
      `select d.id, d.code from dealers d join store_stock s on s.dealer_id = d.id where s.item_id = ${item}`,
    );
    dealerCode = stocked!.code;
    await db
      .insert(holdings)
      .values({ id: 2, domain: 'two', name: 'Второй' })
      .onConflictDoNothing();
    const elsewhere = await insertDealer(db);
    tokens.admin = await staffToken(t, { login: 'boss', role: 'admin', holdingId: 1 });
    tokens.manager = await staffToken(t, {
      login: 'seller',
      role: 'manager',
      holdingId: 1,
      dealerIds: [stocked!.id],
    });
    tokens.stranger = await staffToken(t, {
      login: 'stranger',
      role: 'manager',
      holdingId: 1,
      dealerIds: [elsewhere],
    });
    tokens.other = await staffToken(t, { login: 'other', role: 'admin', holdingId: 2 });
    tokens.customer = (await login(t.app, sms, 7)).token;
  });
  afterAll(() => t.close());

  let phones = 10;
  const placeOrder = async (token?: string) => {
    phones += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/store/order?holdingId=1',
      ...(token && { headers: bearer(token) }),
      payload: {
        type: 'parts',
        items: [{ accItemId: item, qty: 2 }],
        firstname: 'Вера',
        phone: `+7 900-333-44-${phones}`,
        policy: true,
        formUrl: '/ordering/',
        dealer: dealerCode,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { leadId: number; orderId: number };
  };
  const move = (leadId: number, status: string, token: string, holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/reports/leads/${leadId}/order?holdingId=${holdingId}`,
      headers: bearer(token),
      payload: { status },
    });

  it('moves a signed-in buyer’s order on step by step, tells the buyer and keeps the history', async () => {
    const { leadId, orderId } = await placeOrder(tokens.customer);
    const lead = await t.app.inject({
      url: `/v1/reports/leads/${leadId}?holdingId=1`,
      headers: bearer(tokens.manager!),
    });
    expect(lead.json().order).toEqual({ id: orderId, status: 'new' });

    // Past a step, or back to the start: refused in words, nothing written.
    const skip = await move(leadId, 'done', tokens.manager!);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'Заказ в состоянии «Принят, ждёт подтверждения менеджера» так не изменить',
    );

    for (const status of ['confirmed', 'ready', 'done']) {
      time.advance(60_000);
      const res = await move(leadId, status, tokens.manager!);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toEqual({ id: orderId, status });
    }
    const answer = (await move(leadId, 'done', tokens.manager!)).json();
    expect(answer.history.map((h: { after: unknown }) => h.after)).toEqual([
      { order: orderId, orderStatus: 'confirmed' },
      { order: orderId, orderStatus: 'ready' },
      { order: orderId, orderStatus: 'done' },
    ]);
    expect((await move(leadId, 'cancelled', tokens.manager!)).statusCode).toBe(409);

    const requests = await t.app.inject({
      url: '/v1/lk/requests?holdingId=1',
      headers: bearer(tokens.customer!),
    });
    const mine = requests.json().items.find((r: { id: number }) => r.id === leadId);
    expect(mine.storeOrder.status).toBe('done');
    const notes = await t.app.inject({
      url: '/v1/lk/notifications?holdingId=1',
      headers: bearer(tokens.customer!),
    });
    expect(notes.json().items.map((n: { title: string }) => n.title)).toEqual([
      `Заказ № ${orderId}: выдан`,
      `Заказ № ${orderId}: готов к выдаче`,
      `Заказ № ${orderId}: подтверждён`,
    ]);
  });

  it('cancels an anonymous order before it is handed over, with no one to notify', async () => {
    const { leadId } = await placeOrder();
    const res = await move(leadId, 'cancelled', tokens.admin!);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('cancelled');
    const [row] = await queryRows<{ action: string; after: unknown }>(
      t.client,
      `select action, after from staff_audit where entity = 'lead' and entity_id = '${leadId}'`,
    );
    expect(row).toMatchObject({ action: 'order', after: { orderStatus: 'cancelled' } });
  });

  it('is refused to whoever does not work the lead’s dealership, and to a lead without an order', async () => {
    const { leadId } = await placeOrder();
    expect((await move(leadId, 'confirmed', tokens.stranger!)).statusCode).toBe(404);
    expect((await move(leadId, 'confirmed', tokens.other!, 2)).statusCode).toBe(404);
    expect((await move(leadId, 'confirmed', tokens.other!, 1)).statusCode).toBe(403);
    expect((await move(leadId, 'confirmed', tokens.customer!)).statusCode).toBe(401);
    const bad = await move(leadId, 'shipped', tokens.admin!);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      field: 'status',
      message: 'Состояние заказа: confirmed, ready, done или cancelled',
    });
    const [{ status }] = (await queryRows<{ status: string }>(
      t.client,
      `select status from store_orders where lead_id = ${leadId}`,
    )) as [{ status: string }];
    expect(status).toBe('new');

    const plain = await t.app.inject({
      method: 'POST',
      url: '/v1/lead/commit?holdingId=1',
      payload: {
        formId: 'form_credit',
        formUrl: '/catalog/77/',
        formData: { firstname: 'Олег', phone: '+7 900-333-44-08', policy: true },
      },
    });
    expect(plain.statusCode).toBe(200);
    const none = await move(plain.json().leadId, 'confirmed', tokens.admin!);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('С этой заявкой не пришёл заказ');
  });
});
