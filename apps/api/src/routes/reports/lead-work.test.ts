import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';
import { holdingsWithDealers, staffToken } from '../../../test/staff.ts';

// The lead desk as a working tool (issue 30 item 1): the search box, a lead taken, closed and
// returned with its history, and the audit log an administrator reads. Access per call.
describe(`/reports lead search, state and audit on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock(new Date('2026-03-02T09:00:00Z'));
  const sms = recordingSms();
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const get = (url: string, token: string) =>
    t.app.inject({ url: `/v1${url}`, headers: bearer(token) });
  const setState = (id: number, state: string, token: string, holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/reports/leads/${id}/state?holdingId=${holdingId}`,
      headers: bearer(token),
      payload: { state },
    });
  const found = async (q: string, token = tokens.admin!) =>
    (await get(`/reports/leads?holdingId=1&q=${encodeURIComponent(q)}`, token))
      .json()
      .items.map((l: { id: number }) => l.id);

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
    const db = t.client.db;
    Object.assign(
      ids,
      await holdingsWithDealers(db, [
        { holdingId: 1, code: 'north', name: 'Север' },
        { holdingId: 1, code: 'south', name: 'Юг' },
        { holdingId: 2, code: 'east', name: 'Восток' },
      ]),
    );
    tokens.admin = await staffToken(t, { login: 'boss', role: 'admin', holdingId: 1 });
    tokens.north = await staffToken(t, {
      login: 'north',
      role: 'manager',
      holdingId: 1,
      dealerIds: [ids.north!],
    });
    tokens.north2 = await staffToken(t, {
      login: 'north2',
      role: 'manager',
      holdingId: 1,
      dealerIds: [ids.north!],
    });
    tokens.south = await staffToken(t, {
      login: 'south',
      role: 'manager',
      holdingId: 1,
      dealerIds: [ids.south!],
    });
    tokens.other = await staffToken(t, { login: 'other', role: 'admin', holdingId: 2 });
    tokens.customer = (await login(t.app, sms, 3)).token;

    const lead = async (holdingId: number, firstname: string, phone: string, extra: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/lead/commit?holdingId=${holdingId}`,
          payload: {
            formId: 'form_credit',
            formUrl: '/catalog/77/',
            formData: { firstname, phone, policy: true, ...extra },
          },
        })
      ).json().leadId as number;
    ids.car = await lead(1, 'Аркадий', '+7 900-000-12-34', {
      dealer: 'north',
      vin: 'XTA21099012345678',
      car: 'Lada Vesta SW',
      carId: 77,
      price: 1_450_000,
      creditMonthly: 32_500,
    });
    ids.plain = await lead(1, 'Борис', '+7 900-000-56-78', { dealer: 'south' });
    ids.other = await lead(2, 'Аркадий', '+7 900-000-12-34', { dealer: 'east' });
  });
  afterAll(() => t.close());

  it('finds a lead by a phone typed three ways, a name, a VIN and its number', async () => {
    for (const phone of ['+7 (900) 000-12-34', '89000001234', '900 000 12 34'])
      expect(await found(phone)).toEqual([ids.car]);
    expect(await found('000-12')).toEqual([ids.car]);
    expect(await found('аркад')).toEqual([ids.car]);
    expect(await found('xta2109901')).toEqual([ids.car]);
    expect(await found(String(ids.plain))).toEqual([ids.plain]);
    expect(await found(`№ ${ids.plain}`)).toEqual([ids.plain]);
    expect(await found('нет такого')).toEqual([]);
    // Another holding's lead with the same phone is not found; a manager searches their own.
    expect(await found('89000001234', tokens.south)).toEqual([]);
    const tooLong = await get(`/reports/leads?holdingId=1&q=${'я'.repeat(101)}`, tokens.admin!);
    expect(tooLong.statusCode).toBe(400);
  });

  it('shows the car and the terms the form named, new and without a manager', async () => {
    const lead = (await get(`/reports/leads/${ids.car}?holdingId=1`, tokens.admin!)).json();
    expect(lead.car).toEqual({
      id: 77,
      name: 'Lada Vesta SW',
      vin: 'XTA21099012345678',
      price: 1_450_000,
    });
    expect(lead.carUrl).toBe('/catalog/77/');
    expect(lead.fields).toContainEqual({ name: 'creditMonthly', value: '32500' });
    expect(lead).toMatchObject({ state: 'new', manager: null, files: [], history: [] });
  });

  it('lets a manager take a lead, keeps it theirs, closes it, and writes each change', async () => {
    const taken = await setState(ids.car!, 'working', tokens.north!);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      state: 'working',
      manager: { name: 'Сотрудник north' },
    });
    // A colleague of the same dealership cannot take it over; the same request again is no change.
    const second = await setState(ids.car!, 'working', tokens.north2!);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Заявку уже ведёт Сотрудник north');
    expect((await setState(ids.car!, 'working', tokens.north!)).statusCode).toBe(200);
    time.advance(60_000);
    const closed = (await setState(ids.car!, 'won', tokens.north!)).json();
    expect(closed).toMatchObject({ state: 'won', manager: { name: 'Сотрудник north' } });
    expect(closed.history).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ name: 'Сотрудник north' }),
        action: 'state',
        before: { state: 'new', manager: null },
        after: { state: 'working', manager: 'Сотрудник north' },
      }),
      expect.objectContaining({
        at: '2026-03-02T09:01:00.000Z',
        before: { state: 'working', manager: 'Сотрудник north' },
        after: { state: 'won', manager: 'Сотрудник north' },
      }),
    ]);
    const byState = await get('/reports/leads?holdingId=1&state=won', tokens.admin!);
    expect(byState.json().items.map((l: { id: number }) => l.id)).toEqual([ids.car]);
    // An administrator may return it to the queue.
    expect((await setState(ids.car!, 'new', tokens.admin!)).json()).toMatchObject({
      state: 'new',
      manager: null,
    });
  });

  it('refuses another dealership, another holding, customers and a bad state', async () => {
    expect((await setState(ids.car!, 'working', tokens.south!)).statusCode).toBe(404);
    expect((await setState(ids.other!, 'working', tokens.admin!)).statusCode).toBe(404);
    expect((await setState(ids.car!, 'working', tokens.other!)).statusCode).toBe(403);
    expect((await setState(ids.car!, 'working', tokens.customer!)).statusCode).toBe(401);
    const bad = await setState(ids.car!, 'closed', tokens.admin!);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toBe('');
  });

  it('gives the audit log to administrators only, newest first, with filters', async () => {
    const log = await get('/reports/audit?holdingId=1&entity=lead', tokens.admin!);
    expect(log.statusCode).toBe(200);
    const items = log.json().items as { entityId: string; after: { state: string } }[];
    expect(items.map((i) => i.after.state)).toEqual(['new', 'won', 'working']);
    expect(items.every((i) => i.entityId === String(ids.car))).toBe(true);
    expect((await get('/reports/audit?holdingId=1', tokens.north!)).statusCode).toBe(403);
    expect((await get('/reports/audit?holdingId=1', tokens.other!)).statusCode).toBe(403);
    expect((await get('/reports/audit?holdingId=2', tokens.other!)).json().items).toEqual([]);
    expect((await get('/reports/audit?holdingId=1', tokens.customer!)).statusCode).toBe(401);
  });
});
