import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_DEALER_MESSAGE } from '../../leads/dealer.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { insertStoreItems } from '../../../test/identity-fixtures.ts';
import { freshIp, recordingSms } from '../../../test/identity.ts';
import { queryRows } from '../../../test/test-db.ts';

// Hardening II item 7: every lead that names a dealership names one of the holding's own, active
// ones (by code, or by id as the desk reads it); a made-up code, another holding's dealership or
// markup is refused in Russian and nothing is stored.
const FIXTURE = `
  insert into holdings (id, domain, name) values (2, 'h2.localhost', 'Вектор-2') on conflict do nothing;
  insert into cities (code, name, region_with_type, lat, lon) values
    ('spb', 'Санкт-Петербург', 'г Санкт-Петербург', 59.94, 30.31) on conflict do nothing;
  insert into dealers (id, holding_id, city_code, code, name, name_ru, address, lat, lon, working_hours, is_active)
  values (901, 1, 'msk', 'north-kia', 'North', 'Север', 'ул. Примерная, 1', 55.7, 37.6, '09:00-21:00', true),
         (902, 1, 'msk', 'closed-kia', 'Closed', 'Закрытый', 'ул. Примерная, 2', 55.7, 37.6, '09:00-21:00', false),
         (903, 2, 'spb', 'neva-kia', 'Neva', 'Нева', 'пр. Образцовый, 2', 59.9, 30.3, '09:00-21:00', true)
`;

const FOREIGN = [
  'no-such-dealer',
  '<script>alert(1)</script>',
  'closed-kia', // the holding's own, but closed
  'neva-kia', // the other holding's
  '903',
  '99999',
] as const;

describe(`lead dealer codes on ${testDbLabel}`, () => {
  let t: TestApp;
  let parts: number[] = [];
  const sms = recordingSms();

  beforeAll(async () => {
    t = await buildTestApp({ services: { sms: sms.gateway } });
    const items = await insertStoreItems(t.client.db, ['parts']);
    parts = items.map((i) => i.id);
    for (const statement of FIXTURE.split(';').filter((s) => s.trim()))
      await queryRows(t.client, statement);
    // The ordered part is in stock at the holding's own dealership (an order checks it, decision 0069).
    await queryRows(
      t.client,
      `insert into store_stock (item_id, dealer_id, qty) values (${parts[0]}, 901, 5)`,
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1${url}?holdingId=${holdingId}`,
      payload,
      headers: { 'x-forwarded-for': freshIp() },
    });
  const leadCount = async () =>
    (await queryRows<{ n: number }>(t.client, 'select count(*)::int as n from leads'))[0]!.n;
  let n = 0;
  const phone = () => {
    n += 1;
    return `+7 900-300-00-${String(n).padStart(2, '0')}`;
  };

  const commit = (dealer: unknown) =>
    post('/lead/commit', {
      formId: 'form_credit',
      formUrl: '/services/credit/',
      formData: { firstname: 'Иван', phone: phone(), policy: true, dealer },
    });
  const feedback = (dealer: string) =>
    post('/feedback', {
      formId: 'form_feedback',
      firstname: 'Мария',
      phone: phone(),
      email: 'maria@example.ru',
      dealer,
      policy: true,
    });
  const order = (dealer: string) =>
    post('/store/order', {
      type: 'parts',
      items: [{ accItemId: parts[0], qty: 1 }],
      firstname: 'Анна',
      phone: phone(),
      policy: true,
      formUrl: '/ordering/',
      dealer,
    });

  it('refuses a lead for a dealership that is not the holding’s own, in Russian, storing nothing', async () => {
    const before = await leadCount();
    const refused: [string, unknown, number, string, string][] = [];
    for (const dealer of FOREIGN) {
      for (const [kind, res] of [
        ['commit', await commit(dealer)],
        ['feedback', await feedback(dealer)],
        ['order', await order(dealer)],
      ] as const) {
        const body = res.json();
        refused.push([kind, dealer, res.statusCode, body.message, body.details?.[0]?.field]);
      }
    }
    for (const [kind, dealer, status, message, field] of refused)
      expect([status, message, field], `${kind} ${String(dealer)}`).toEqual([
        400,
        LEAD_DEALER_MESSAGE,
        kind === 'commit' ? 'formData.dealer' : 'dealer',
      ]);
    const numeric = await commit(903);
    expect([numeric.statusCode, numeric.json().message]).toEqual([400, LEAD_DEALER_MESSAGE]);
    expect(await leadCount()).toBe(before);
    const orders = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from store_orders',
    );
    expect(orders[0]!.n).toBe(0);
  });

  it('takes the holding’s own dealership by code or id, and a lead without one where it is optional (a store order needs one)', async () => {
    for (const res of [
      await commit('north-kia'),
      await commit(901),
      await commit('901'),
      await commit(''),
      await commit(undefined),
      await feedback('north-kia'),
      await order('north-kia'),
    ])
      expect(res.statusCode, res.body).toBe(200);
    // A store order names the dealership the parts are collected from.
    const undirected = await order('');
    expect([undirected.statusCode, undirected.json().details?.[0]?.field]).toEqual([400, 'dealer']);
    // The other holding takes its own dealership.
    const second = await post(
      '/lead/commit',
      {
        formId: 'form_credit',
        formUrl: '/services/credit/',
        formData: { firstname: 'Иван', phone: phone(), policy: true, dealer: 'neva-kia' },
      },
      2,
    );
    expect(second.statusCode).toBe(200);
  });

  it('refuses a history report for another holding’s dealership before the code is spent', async () => {
    const digits = '79003000099';
    const sent = await t.app.inject({
      url: `/v1/catalog/report?holdingId=1&phone=${digits}&date=2026-03-02`,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(sent.statusCode).toBe(200);
    const body = (dealer: string) => ({
      smsCode: sms.lastCode(digits),
      phone: digits,
      date: '2026-03-02',
      formUrl: '/cars/used/1/',
      formData: { vin: 'XTA21099000000001', policy: true, dealer },
    });
    const refused = await post('/catalog/report', body('neva-kia'));
    expect([refused.statusCode, refused.json().message]).toEqual([400, LEAD_DEALER_MESSAGE]);
    const taken = await post('/catalog/report', body('north-kia'));
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
