import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';
import { bearer, login, recordingSms } from '../identity.ts';
import { queryRows } from '../test-db.ts';

const bad = 'Перезвоните\u0000 вечером \ud800';
const cleaned = 'Перезвоните вечером \ufffd';

describe(`text the database cannot store on ${testDbLabel}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    const sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway } });
    token = (await login(t.app, sms, 1)).token;
    await t.client.db.insert(staffAccounts).values({
      login: 'nul',
      name: 'Nul',
      role: 'admin',
      passwordHash: await hashPassword('nul-password'),
    });
  });
  afterAll(() => t.close());

  it('keeps a lead whose comment holds NUL and a lone surrogate, cleaned', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/lead/commit?holdingId=1',
      headers: { 'x-forwarded-for': '198.51.100.70' },
      payload: {
        formId: 'form_credit',
        formUrl: '/services/credit/',
        formData: {
          firstname: 'Иван\u0000',
          phone: '+7 900-000-00-01',
          policy: true,
          comment: bad,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lead] = await queryRows<{ name: string; payload: { comment: string } }>(
      t.client,
      `select name, payload from leads where id = ${res.json().leadId}`,
    );
    expect(lead?.name).toBe('Иван');
    expect(JSON.stringify(lead?.payload)).toContain(cleaned);
  });

  it('keeps a feedback form with such a comment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feedback?holdingId=1',
      headers: { 'x-forwarded-for': '198.51.100.71' },
      payload: {
        formId: 'form_feedback',
        firstname: 'Иван',
        phone: '+7 900-000-00-02',
        email: 'ivan@example.ru',
        dealer: 'msk-1',
        comment: bad,
        policy: true,
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('cleans the profile and a garage car', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user?holdingId=1',
      headers: bearer(token),
      payload: { lastName: 'Петров\u0000' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().lastName).toBe('Петров');
    const car = await t.app.inject({
      method: 'POST',
      url: '/v1/lk/garage?holdingId=1',
      headers: bearer(token),
      payload: { mark: 'Lada\u0000', model: 'Vesta\ud800' },
    });
    expect(car.statusCode, car.body).toBe(200);
    expect(car.json()).toMatchObject({ mark: 'Lada', model: 'Vesta\ufffd' });
  });

  it('refuses a staff login with NUL with a Russian 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/login?holdingId=1',
      payload: { login: 'nul\u0000', password: 'nul-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 3,
      details: [{ field: 'login', message: 'Недопустимые символы в тексте' }],
    });
  });

  it('refuses a search with NUL in the query string with a 400', async () => {
    const res = await t.app.inject({ url: '/v1/search?holdingId=1&query=a%00b' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an empty garage change', async () => {
    const list = await t.app.inject({ url: '/v1/lk/garage?holdingId=1', headers: bearer(token) });
    const id = list.json().items[0].id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lk/garage/${id}?holdingId=1`,
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0].message).toBe('Укажите, что изменить');
  });
});
