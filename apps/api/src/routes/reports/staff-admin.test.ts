import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, freshIp } from '../../../test/identity.ts';
import { holdingsWithDealers, staffToken } from '../../../test/staff.ts';

// Staff accounts per holding and dealership (issue 30 item 5): an administrator creates, edits
// and disables them, each change is in the audit log, nobody else may.
describe(`/reports/staff on ${testDbLabel}`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1${url}`,
      headers: bearer(token),
      ...(payload && { payload }),
    });
  const signIn = (login: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/login?holdingId=1',
      payload: { login, password },
      headers: { 'x-forwarded-for': freshIp() },
    });
  const newManager = {
    login: 'Anna.Petrova',
    name: 'Анна Петрова',
    role: 'manager',
    password: 'long-enough-1',
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.client.db;
    Object.assign(
      ids,
      await holdingsWithDealers(db, [
        { holdingId: 1, code: 'north', name: 'Север' },
        { holdingId: 2, code: 'east', name: 'Восток' },
      ]),
    );
    tokens.admin = await staffToken(t, { login: 'boss', role: 'admin', holdingId: 1 });
    tokens.manager = await staffToken(t, {
      login: 'north',
      role: 'manager',
      holdingId: 1,
      dealerIds: [ids.north!],
    });
    tokens.other = await staffToken(t, { login: 'other', role: 'admin', holdingId: 2 });
  });
  afterAll(() => t.close());

  it('creates a manager of the holding’s dealerships who can then sign in', async () => {
    const created = await call('POST', '/reports/staff?holdingId=1', tokens.admin!, {
      ...newManager,
      dealerIds: [ids.north],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      login: 'anna.petrova',
      name: 'Анна Петрова',
      role: 'manager',
      holdingId: 1,
      dealers: [{ id: ids.north, name: 'Север' }],
      disabledAt: null,
    });
    ids.anna = created.json().id;
    expect((await signIn('anna.petrova', 'long-enough-1')).statusCode).toBe(200);
    const list = (await call('GET', '/reports/staff?holdingId=1', tokens.admin!)).json().items;
    expect(list.map((s: { login: string }) => s.login).sort()).toEqual([
      'anna.petrova',
      'boss',
      'north',
    ]);
  });

  it('refuses a taken login, another holding’s dealer, a short password, in Russian', async () => {
    const taken = await call('POST', '/reports/staff?holdingId=1', tokens.admin!, newManager);
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Такой логин уже занят']);
    const foreign = await call('POST', '/reports/staff?holdingId=1', tokens.admin!, {
      ...newManager,
      login: 'ivan',
      dealerIds: [ids.east],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      { field: 'dealerIds', message: 'Выберите дилерские центры этого холдинга' },
    ]);
    const short = await call('POST', '/reports/staff?holdingId=1', tokens.admin!, {
      ...newManager,
      login: 'ivan',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().details)).toContain('Пароль — не короче 10 символов');
  });

  it('disables an account at once and writes every change to the audit log', async () => {
    const anna = await signIn('anna.petrova', 'long-enough-1');
    const annaToken = anna.json().token as string;
    expect((await call('GET', '/reports/me?holdingId=1', annaToken)).statusCode).toBe(200);
    const off = await call('PATCH', `/reports/staff/${ids.anna}?holdingId=1`, tokens.admin!, {
      disabled: true,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabledAt).not.toBeNull();
    expect((await call('GET', '/reports/me?holdingId=1', annaToken)).statusCode).toBe(401);
    const log = (
      await call('GET', '/reports/audit?holdingId=1&entity=staff', tokens.admin!)
    ).json();
    expect(log.items.map((i: { action: string }) => i.action)).toEqual(['disable', 'create']);
    expect(log.items[0]).toMatchObject({
      staff: { name: 'Сотрудник boss' },
      entityId: String(ids.anna),
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(JSON.stringify(log.items)).not.toContain('long-enough-1');
    const self = await call('PATCH', '/reports/staff/1?holdingId=1', tokens.admin!, {
      disabled: true,
    });
    expect(self.statusCode).toBe(400);
  });

  it('is for the holding’s administrators only', async () => {
    expect((await call('GET', '/reports/staff?holdingId=1', tokens.manager!)).statusCode).toBe(403);
    const byManager = await call('POST', '/reports/staff?holdingId=1', tokens.manager!, {
      ...newManager,
      login: 'sneaky',
    });
    expect(byManager.statusCode).toBe(403);
    expect((await call('GET', '/reports/staff?holdingId=1', tokens.other!)).statusCode).toBe(403);
    const across = await call('PATCH', `/reports/staff/${ids.anna}?holdingId=2`, tokens.other!, {
      disabled: false,
    });
    expect(across.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/reports/staff?holdingId=1' })).statusCode).toBe(401);
  });
});
