import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/auth/tokens.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';
import { bearer, login, recordingSms, testClock } from '../identity.ts';

describe(`customer sign-out and refresh on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock();
  const sms = recordingSms();
  let n = 60;
  beforeAll(async () => {
    t = await buildTestApp({ services: { sms: sms.gateway, clock: time.clock } });
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({ url: '/v1/auth/refresh?holdingId=1', headers: bearer(token) });
  const profile = (token: string) =>
    t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(token) });
  const logout = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout?holdingId=1',
      headers,
      ...(payload ? { payload } : {}),
    });

  it('ends the session from the refresh token when the access token has expired', async () => {
    const pair = await login(t.app, sms, (n += 1));
    time.advance(16 * 60_000);
    expect((await profile(pair.token)).statusCode).toBe(422);
    const out = await logout(bearer(pair.token), { refreshToken: pair.refreshToken });
    expect(out.statusCode, out.body).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('ends the session from the refresh token alone', async () => {
    const pair = await login(t.app, sms, (n += 1));
    expect((await logout({}, { refreshToken: pair.refreshToken })).statusCode).toBe(200);
    expect((await profile(pair.token)).statusCode).toBe(401);
    expect((await logout({}, { refreshToken: 'not-a-token' })).statusCode).toBe(401);
  });

  it('gives two tabs refreshing at once the same new pair, and keeps them signed in', async () => {
    const pair = await login(t.app, sms, (n += 1));
    const [a, b] = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect((await profile(a.json().token)).statusCode).toBe(200);
    time.advance(REFRESH_GRACE_MS - 1000);
    const late = await refresh(pair.refreshToken);
    expect(late.json()).toEqual(a.json());
    const next = await refresh(a.json().refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await profile(next.json().token)).statusCode).toBe(200);
  });

  it('still treats a reuse after the grace window as theft and ends the session', async () => {
    const pair = await login(t.app, sms, (n += 1));
    const first = await refresh(pair.refreshToken);
    expect(first.statusCode).toBe(200);
    time.advance(REFRESH_GRACE_MS + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await profile(first.json().token)).statusCode).toBe(401);
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(401);
  });
});
