import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';

describe(`/reports staff login and leads on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock(new Date('2026-03-02T09:00:00Z'));
  const sms = recordingSms();

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
    await t.client.db.insert(staffAccounts).values([
      {
        login: 'admin',
        name: 'Администратор',
        role: 'admin',
        passwordHash: await hashPassword('admin-pass-1'),
      },
      {
        login: 'manager2',
        name: 'Менеджер',
        role: 'manager',
        holdingId: 2,
        passwordHash: await hashPassword('manager-pass-2'),
      },
    ]);
    const lead = (holdingId: number, formId: string, firstname: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/lead/commit?holdingId=${holdingId}`,
        payload: {
          formId,
          formUrl: '/x/',
          formData: { firstname, phone: '+7 900-000-00-09', policy: true },
        },
      });
    await lead(1, 'form_credit', 'Первый');
    time.advance(86_400_000);
    await lead(2, 'form_credit', 'Второй');
    await lead(2, 'form_testdrive', 'Третий');
  });
  afterAll(() => t.close());

  const staffLogin = (loginName: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/login?holdingId=1',
      payload: { login: loginName, password },
    });

  it('logs staff in with scrypt-checked passwords', async () => {
    const ok = await staffLogin('Admin', 'admin-pass-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().staff).toEqual({
      id: expect.any(Number),
      login: 'admin',
      name: 'Администратор',
      role: 'admin',
      holdingId: null,
    });
    const me = await t.app.inject({
      url: '/v1/reports/me?holdingId=1',
      headers: bearer(ok.json().token),
    });
    expect(me.json().role).toBe('admin');
    for (const [name, password] of [
      ['admin', 'wrong'],
      ['nobody', 'admin-pass-1'],
    ]) {
      const bad = await staffLogin(name!, password!);
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toBe('Неверный логин или пароль');
    }
  });

  it('lists leads by holding, form and Moscow dates', async () => {
    const { token } = (await staffLogin('admin', 'admin-pass-1')).json();
    const list = (query: string) =>
      t.app
        .inject({ url: `/v1/reports/leads?${query}`, headers: bearer(token) })
        .then((r) => r.json());
    const h2 = await list('holdingId=2');
    expect(h2.items.map((l: { name: string }) => l.name)).toEqual(['Третий', 'Второй']);
    expect(h2.meta.page).toEqual({ current: 1, perPage: 50, total: 2, totalPages: 1 });
    expect(h2.items[0]).toMatchObject({
      subject: 'form_testdrive',
      delivery: 'pending',
      consent: { ip: '127.0.0.1' },
    });
    expect((await list('holdingId=2&formId=form_credit')).items).toHaveLength(1);
    expect((await list('holdingId=1&dateFrom=2026-03-02&dateTo=2026-03-02')).items).toHaveLength(1);
    expect((await list('holdingId=1&dateFrom=2026-03-03')).items).toHaveLength(0);
    expect((await list('holdingId=2&pageSize=1&page=2')).items[0].name).toBe('Второй');
  });

  it('keeps a manager to their holding and customers out', async () => {
    const { token } = (await staffLogin('manager2', 'manager-pass-2')).json();
    expect(
      (await t.app.inject({ url: '/v1/reports/leads?holdingId=2', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const other = await t.app.inject({
      url: '/v1/reports/leads?holdingId=1',
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    const customer = await login(t.app, sms, 7);
    const denied = await t.app.inject({
      url: '/v1/reports/leads?holdingId=1',
      headers: bearer(customer.token),
    });
    expect(denied.statusCode).toBe(401);
    // And a staff token is no customer token.
    expect(
      (await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('limits password guesses per address and login', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) last = (await staffLogin('manager2', `guess-${i}`)).statusCode;
    expect(last).toBe(429);
  });
});
