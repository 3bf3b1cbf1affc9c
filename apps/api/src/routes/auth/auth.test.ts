import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../auth/tokens.ts';
import { createRedisRateLimiter } from '../../services/rate-limit/redis.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import {
  bearer,
  freshIp,
  login,
  recordingSms,
  testClock,
  testPhone,
  type Sms,
} from '../../../test/identity.ts';

describe(`phone login and tokens on ${testDbLabel}`, () => {
  let t: TestApp;
  let sms: Sms;
  const time = testClock();

  beforeAll(async () => {
    sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway, clock: time.clock } });
  });
  afterAll(() => t.close());

  const send = (phone: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login?holdingId=1',
      headers: { 'x-forwarded-for': ip },
      payload: { phone },
    });
  const validate = (phone: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/validate?holdingId=1',
      payload: { phone, code },
    });
  const refresh = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/auth/refresh?holdingId=1', headers: bearer(token) });

  it('sends a random six-digit code that never appears in a response', async () => {
    const phone = testPhone(1);
    const res = await send(phone.masked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, expiresIn: 300, resendIn: 60, codeLength: 6 });
    const code = sms.lastCode(phone.digits);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const tokens = await validate(phone.masked, code);
    expect(tokens.statusCode).toBe(200);
    expect(tokens.body).not.toContain(code);
    // A code works once.
    expect((await validate(phone.masked, code)).statusCode).toBe(400);
  });

  it.each([
    ['+7 900-000-00', 'Некорректный формат телефона.'],
    ['+7 900----------', 'Некорректный формат телефона.'],
    ['', 'Необходимо заполнить поле'],
  ])('refuses the phone %j with the SPEC 5 message', async (phone, message) => {
    const res = await send(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, message, details: [{ field: 'phone', message }] });
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = testPhone(2);
    await send(phone.masked);
    const code = sms.lastCode(phone.digits);
    time.advance(5 * 60_000 + 1);
    const res = await validate(phone.masked, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Срок действия кода истёк. Запросите новый код.');
  });

  it('allows 5 tries, then not even the right code', async () => {
    const phone = testPhone(3);
    await send(phone.masked);
    const code = sms.lastCode(phone.digits);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const res = await validate(phone.masked, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Неверный код. Осталось попыток: ${left}`);
    }
    const fifth = await validate(phone.masked, wrong);
    expect(fifth.statusCode).toBe(429);
    const right = await validate(phone.masked, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Превышено число попыток. Запросите новый код.');
  });

  it('limits sends per phone: one a minute, five an hour', async () => {
    const phone = testPhone(4);
    expect((await send(phone.masked)).statusCode).toBe(200);
    const again = await send(phone.masked);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json().message).toBe('Повторно отправить код можно через 60 сек.');
    for (let i = 0; i < 4; i += 1) {
      time.advance(61_000);
      expect((await send(phone.masked)).statusCode).toBe(200);
    }
    time.advance(61_000);
    const sixth = await send(phone.masked);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Слишком много запросов. Попробуйте позже.');
  });

  it('limits sends per address', async () => {
    const ip = '198.51.100.7';
    for (let n = 10; n < 30; n += 1)
      expect((await send(testPhone(n).masked, ip)).statusCode).toBe(200);
    const res = await send(testPhone(30).masked, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const first = await login(t.app, sms, 40);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect(
      (await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(pair.token) })).statusCode,
    ).toBe(200);
    // The old refresh token again, past the grace of two tabs refreshing at once: someone kept a copy.
    time.advance(REFRESH_GRACE_MS + 1000);
    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    // Every token of the family is dead now, the newest refresh and access tokens included.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    const user = await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(pair.token) });
    expect(user.statusCode).toBe(401);
    // Another login of the same person is a separate family and still works.
    const other = await login(t.app, sms, 41);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 for a missing or bad token and 422 for an expired one', async () => {
    const pair = await login(t.app, sms, 42);
    const missing = await t.app.inject({ url: '/v1/user?holdingId=1' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 16, message: 'Требуется авторизация' });
    const forged = await t.app.inject({
      url: '/v1/user?holdingId=1',
      headers: bearer(`${pair.token.slice(0, -3)}abc`),
    });
    expect(forged.statusCode).toBe(401);
    // A refresh token is not an access token, and the other way round.
    expect(
      (await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(pair.refreshToken) }))
        .statusCode,
    ).toBe(401);
    expect((await refresh(pair.token)).statusCode).toBe(401);
    time.advance(15 * 60_000 + 1000);
    const expired = await t.app.inject({
      url: '/v1/user?holdingId=1',
      headers: bearer(pair.token),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 16, message: 'Срок действия токена истёк' });
    // The refresh token lives 30 days.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('expires refresh tokens after 30 days', async () => {
    const pair = await login(t.app, sms, 43);
    time.advance(30 * 86_400_000 + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(422);
  });

  it('logs out: the session ends for access and refresh tokens', async () => {
    const pair = await login(t.app, sms, 44);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout?holdingId=1',
      headers: bearer(pair.token),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(pair.token) })).statusCode,
    ).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/auth/logout?holdingId=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`login limits shared through Redis (127.0.0.1:6379) on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A prefix of its own, so an earlier run's counters do not count here.
    const limiter = createRedisRateLimiter({
      url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      prefix: `rl-test-${randomUUID()}:`,
      log: Fastify({ logger: false }).log,
    });
    t = await buildTestApp({ services: { sms: recordingSms().gateway, limiter } });
  });
  afterAll(() => t.close());

  it('refuses a second send to the same phone within the minute', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login?holdingId=1',
        headers: { 'x-forwarded-for': freshIp() },
        payload: { phone: testPhone(60).masked },
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe(`login without an SMS gateway on ${testDbLabel}`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await buildTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('writes the code to the API log, never to the answer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login?holdingId=1',
      payload: { phone: testPhone(61).masked },
    });
    expect(res.statusCode).toBe(200);
    const entry = lines
      .map((line) => JSON.parse(line))
      .find((e) => e.sms?.to === testPhone(61).digits);
    expect(entry.msg).toBe('SMS (development adapter, not sent)');
    const code = /(\d{6})/.exec(entry.sms.text)?.[1];
    expect(code).toBeDefined();
    expect(res.body).not.toContain(code!);
  });
});
