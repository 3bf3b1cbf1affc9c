import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { eq } from 'drizzle-orm';
import {
  cities,
  dealers,
  holdings,
  leadOutbox,
  staffAccounts,
  staffDealers,
} from '../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';

// The staff's lead desk: filters, one lead with its consent, the chart's figures, and the roles:
// an administrator reads every dealership of the holding, a manager only their own.
describe(`/reports lead desk on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock(new Date('2026-03-02T09:00:00Z'));
  const sms = recordingSms();
  const ids: Record<string, number> = {};
  let admin = '';
  let manager = '';
  let customer = '';

  const inject = (url: string, token: string) =>
    t.app.inject({ url: `/v1${url}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
    const db = t.client.db;
    await db.insert(holdings).values([
      { id: 1, domain: 'one.example', name: 'Первый' },
      { id: 2, domain: 'two.example', name: 'Второй' },
    ]);
    await db.insert(cities).values([
      { code: 'msk', name: 'Москва', regionWithType: 'г Москва', lat: 55.75, lon: 37.61 },
      {
        code: 'spb',
        name: 'Санкт-Петербург',
        regionWithType: 'г Санкт-Петербург',
        lat: 59.9,
        lon: 30.3,
      },
    ]);
    const place = { address: 'ул. Тестовая, 1', lat: 55.7, lon: 37.6, workingHours: '10:00-21:00' };
    const rows = await db
      .insert(dealers)
      .values([
        { holdingId: 1, cityCode: 'msk', code: 'north', name: 'Север', nameRu: 'Север', ...place },
        { holdingId: 1, cityCode: 'spb', code: 'south', name: 'Юг', nameRu: 'Юг', ...place },
      ])
      .returning({ id: dealers.id, code: dealers.code });
    for (const row of rows) ids[row.code] = row.id;
    const [, boss] = await db
      .insert(staffAccounts)
      .values([
        {
          login: 'admin',
          name: 'Админ',
          role: 'admin',
          holdingId: 1,
          passwordHash: await hashPassword('admin-pass-1'),
        },
        {
          login: 'north',
          name: 'Менеджер Севера',
          role: 'manager',
          holdingId: 1,
          passwordHash: await hashPassword('north-pass-1'),
        },
      ])
      .returning({ id: staffAccounts.id });
    await db.insert(staffDealers).values({ staffId: boss!.id, dealerId: ids.north! });

    const lead = (holdingId: number, formId: string, firstname: string, extra: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/lead/commit?holdingId=${holdingId}`,
        payload: {
          formId,
          formUrl: '/service/online/',
          formData: { firstname, phone: '+7 900-000-00-09', policy: true, ...extra },
        },
      });
    ids.northLead = (
      await lead(1, 'form_credit', 'Северный', { dealer: 'north', city: 'msk' })
    ).json().leadId;
    time.advance(86_400_000);
    ids.southLead = (
      await lead(1, 'form_testdrive', 'Южный', { dealer: ids.south, city: 'spb' })
    ).json().leadId;
    ids.noDealer = (await lead(1, 'form_callback', 'Без дилера', {})).json().leadId;
    await lead(2, 'form_credit', 'Другой холдинг', {});

    const staff = async (name: string, password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/reports/auth/login?holdingId=1',
          payload: { login: name, password },
        })
      ).json().token as string;
    admin = await staff('admin', 'admin-pass-1');
    manager = await staff('north', 'north-pass-1');
    customer = (await login(t.app, sms, 1)).token;
  });
  afterAll(() => t.close());

  const names = async (query: string, token = admin) =>
    (await inject(`/reports/leads?holdingId=1${query}`, token))
      .json()
      .items.map((l: { name: string }) => l.name);

  it('lets an administrator read every dealership of the holding, with filters', async () => {
    expect(await names('')).toEqual(['Без дилера', 'Южный', 'Северный']);
    expect(await names(`&dealerId=${ids.south}`)).toEqual(['Южный']);
    expect(await names('&city=msk')).toEqual(['Северный']);
    expect(await names('&formId=form_credit&dateFrom=2026-03-02&dateTo=2026-03-02')).toEqual([
      'Северный',
    ]);
    // The northern lead reached call tracking; the other two wait in the outbox.
    await t.client.db
      .update(leadOutbox)
      .set({ deliveredAt: time.clock(), deliveredVia: 'calltouch' })
      .where(eq(leadOutbox.leadId, ids.northLead!));
    expect(await names('&delivery=delivered')).toEqual(['Северный']);
    expect(await names('&delivery=pending')).toEqual(['Без дилера', 'Южный']);
    expect(await names('&delivery=none')).toEqual([]);
    // Taken by the development log (no call tracking configured): never called delivered.
    await t.client.db
      .update(leadOutbox)
      .set({ deliveredAt: time.clock(), deliveredVia: 'log' })
      .where(eq(leadOutbox.leadId, ids.southLead!));
    expect(await names('&delivery=unconfigured')).toEqual(['Южный']);
    expect(await names('&delivery=pending')).toEqual(['Без дилера']);
    const north = (await inject('/reports/leads?holdingId=1&city=msk', admin)).json().items[0];
    expect(north.dealer).toEqual({ id: ids.north, name: 'Север' });
  });

  it('lets a manager read only the leads of their dealerships', async () => {
    expect(await names('', manager)).toEqual(['Северный']);
    expect(await names(`&dealerId=${ids.south}`, manager)).toEqual([]);
    const other = await inject(`/reports/leads/${ids.southLead}?holdingId=1`, manager);
    expect(other.statusCode).toBe(404);
    expect((await inject(`/reports/leads/${ids.noDealer}?holdingId=1`, manager)).statusCode).toBe(
      404,
    );
    const own = await inject(`/reports/leads/${ids.northLead}?holdingId=1`, manager);
    expect(own.statusCode).toBe(200);
    const dealersSeen = (await inject('/reports/dealers?holdingId=1', manager)).json().items;
    expect(dealersSeen.map((d: { name: string }) => d.name)).toEqual(['Север']);
    const stats = (await inject('/reports/stats?holdingId=1', manager)).json();
    expect(stats.total).toBe(1);
  });

  it('shows a lead with its consent evidence and every field the form sent', async () => {
    const res = await inject(`/reports/leads/${ids.northLead}?holdingId=1`, admin);
    const lead = res.json();
    expect(lead.consent).toMatchObject({ formId: 'form_credit', at: '2026-03-02T09:00:00.000Z' });
    expect(lead.consent.version).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(lead.fields).toContainEqual({ name: 'firstname', value: 'Северный' });
    expect(lead.fields).toContainEqual({ name: 'policy', value: 'true' });
    expect((await inject('/reports/leads/999999?holdingId=1', admin)).statusCode).toBe(404);
  });

  it('counts leads per Moscow day and per form', async () => {
    const stats = (await inject('/reports/stats?holdingId=1', admin)).json();
    expect(stats).toEqual({
      total: 3,
      byDay: [
        { day: '2026-03-02', count: 1 },
        { day: '2026-03-03', count: 2 },
      ],
      byForm: expect.arrayContaining([
        expect.objectContaining({ formId: 'form_credit', count: 1 }),
      ]),
    });
  });

  it('refuses another holding, a customer token, no token and bad filters', async () => {
    expect((await inject('/reports/leads?holdingId=2', admin)).statusCode).toBe(403);
    expect((await inject('/reports/stats?holdingId=2', manager)).statusCode).toBe(403);
    expect((await inject(`/reports/leads/${ids.northLead}?holdingId=2`, admin)).statusCode).toBe(
      403,
    );
    expect((await inject('/reports/leads?holdingId=1', customer)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/reports/dealers?holdingId=1' })).statusCode).toBe(401);
    for (const query of ['&dealerId=abc', '&city=kzn', '&delivery=lost', '&dateFrom=2026-13-01']) {
      const res = await inject(`/reports/leads?holdingId=1${query}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[А-Яа-я]/);
    }
    expect((await inject('/reports/leads/abc?holdingId=1', admin)).statusCode).toBe(400);
  });
});
