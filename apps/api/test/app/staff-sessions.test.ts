import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { STAFF_LOCK } from '../../src/auth/staff-sign-in.ts';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';
import { bearer, testClock } from '../identity.ts';

describe(`staff sign-out and account lock on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock } });
    for (const login of ['alpha', 'beta'])
      await t.client.db.insert(staffAccounts).values({
        login,
        name: login,
        role: 'admin',
        passwordHash: await hashPassword(`${login}-password`),
      });
  });
  afterAll(() => t.close());

  const signIn = (login: string, password: string, ip = '198.51.100.40') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/login?holdingId=1',
      headers: { 'x-forwarded-for': ip },
      payload: { login, password },
    });
  const me = (token: string) =>
    t.app.inject({ url: '/v1/reports/me?holdingId=1', headers: bearer(token) });

  it('ends a staff token at sign-out, other sign-ins stay', async () => {
    const first = (await signIn('alpha', 'alpha-password')).json().token;
    const second = (await signIn('alpha', 'alpha-password')).json().token;
    expect((await me(first)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/reports/auth/logout?holdingId=1',
      headers: bearer(first),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('locks an account after failures from many addresses, in Russian, then lets it in again', async () => {
    for (let i = 0; i < STAFF_LOCK.failures; i += 1)
      expect((await signIn('beta', `guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const locked = await signIn('beta', 'beta-password', '192.0.2.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Слишком много неудачных попыток входа. Вход для этой учётной записи временно заблокирован.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not locked with it.
    expect((await signIn('alpha', 'alpha-password', '192.0.2.201')).statusCode).toBe(200);
    time.advance(STAFF_LOCK.lockMs + 1000);
    expect((await signIn('beta', 'beta-password', '192.0.2.202')).statusCode).toBe(200);
  });
});
