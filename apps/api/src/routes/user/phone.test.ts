import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import {
  bearer,
  freshIp,
  login,
  recordingSms,
  testClock,
  testPhone,
} from '../../../test/identity.ts';

// The profile's phone change: a code goes to the new number; the swap needs it; a number of
// another customer is refused; the new number signs in afterwards, the old one is a new customer.
describe(`phone change on ${testDbLabel}`, () => {
  let t: TestApp;
  const sms = recordingSms();
  const time = testClock();
  let alice = '';

  beforeAll(async () => {
    t = await buildTestApp({ services: { sms: sms.gateway, clock: time.clock } });
    alice = (await login(t.app, sms, 1)).token;
    await login(t.app, sms, 2);
    await login(t.app, sms, 3);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token = alice) =>
    t.app.inject({
      method: 'POST',
      url: `/v1${url}?holdingId=1`,
      payload,
      headers: { ...bearer(token), 'x-forwarded-for': freshIp() },
    });

  it('refuses a bad number and the same number', async () => {
    const bad = await post('/user/phone', { phone: '+7 900' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Некорректный формат телефона.']);
    const same = await post('/user/phone', { phone: testPhone(1).masked });
    expect([same.statusCode, same.json().message]).toEqual([400, 'Это ваш текущий номер']);
  });

  // Hardening II item 6: whether a number has an account is told only to whoever holds it.
  it('answers another customer’s number like a free one, and tells the conflict only after its code', async () => {
    time.advance(61_000); // the login codes' one-a-minute pause per phone
    const taken = testPhone(2);
    const free = testPhone(34);
    const toTaken = await post('/user/phone', { phone: taken.masked });
    const toFree = await post('/user/phone', { phone: free.masked });
    expect([toTaken.statusCode, toTaken.headers['content-type']]).toEqual([
      toFree.statusCode,
      toFree.headers['content-type'],
    ]);
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.body).toBe(toFree.body);
    const code = sms.lastCode(taken.digits);
    const wrong = code === '000000' ? '111111' : '000000';
    // A wrong code says only that: the same words as for a free number.
    const guessTaken = await post('/user/phone/confirm', { phone: taken.masked, code: wrong });
    const guessFree = await post('/user/phone/confirm', {
      phone: free.masked,
      code: sms.lastCode(free.digits) === '000000' ? '111111' : '000000',
    });
    expect([guessTaken.statusCode, guessTaken.json().message]).toEqual([
      guessFree.statusCode,
      guessFree.json().message,
    ]);
    expect(guessTaken.statusCode).toBe(400);
    // Without any code sent, the same answer for both too.
    const unsentTaken = await post('/user/phone/confirm', { phone: testPhone(3).masked, code });
    const unsentFree = await post('/user/phone/confirm', { phone: testPhone(35).masked, code });
    expect(unsentTaken.body).toBe(unsentFree.body);
    // The holder of the number, with its code, learns it is taken; nothing changes.
    const proven = await post('/user/phone/confirm', { phone: taken.masked, code });
    expect(proven.statusCode).toBe(409);
    expect(proven.json().message).toBe('Этот номер уже привязан к другому личному кабинету');
    const user = await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(alice) });
    expect(user.json().phone).toBe(testPhone(1).masked);
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const fresh = testPhone(33);
    const sent = await post('/user/phone', { phone: fresh.masked });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).not.toHaveProperty('code');
    const code = sms.lastCode(fresh.digits);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post('/user/phone/confirm', { phone: fresh.masked, code: wrong });
    expect(refused.statusCode).toBe(400);
    const done = await post('/user/phone/confirm', { phone: fresh.masked, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().phone).toBe(fresh.masked);
    const again = await post('/user/phone/confirm', { phone: fresh.masked, code });
    expect(again.statusCode).toBe(400); // it is the current number now
    const user = await t.app.inject({ url: '/v1/user?holdingId=1', headers: bearer(alice) });
    expect(user.json().phone).toBe(done.json().phone);
  });

  it('needs a signed-in customer', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/user/phone?holdingId=1',
      payload: { phone: testPhone(40).masked },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
