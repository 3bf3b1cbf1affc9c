import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { bearer, login, recordingSms } from '../../../test/identity.ts';

describe(`/user and /user/additional on ${testDbLabel}`, () => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    const sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway } });
    alice = (await login(t.app, sms, 1)).token;
    bob = (await login(t.app, sms, 2)).token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1${url}?holdingId=1`,
      headers: bearer(token),
      ...(payload && { payload }),
    });

  it('answers the SPEC 3 user info of the token owner, no-store', async () => {
    const res = await call('GET', '/user', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      phone: '+7 900-111-22-01',
      firstName: '',
      isRegistered: false,
      bonusBalance: 0,
      earlyBonusSumEnd: { bonusQtySum: 0, dateEnd: null },
    });
  });

  it('completes the registration form with the SPEC 5 rules', async () => {
    const bad = await call('POST', '/user/additional/validate', alice, {
      firstName: 'Alice',
      email: 'alice@mail.de',
      policy: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'firstName', message: 'Только русские символы' },
      { field: 'email', message: 'Некорректный формат e-mail.' },
    ]);
    const noConsent = await call('POST', '/user/additional/validate', alice, {
      firstName: 'Алиса',
      policy: false,
    });
    expect(noConsent.json().details).toEqual([
      { field: 'policy', message: 'Необходимо заполнить поле' },
    ]);
    const ok = await call('POST', '/user/additional/validate', alice, {
      firstName: ' Алиса ',
      lastName: 'Тестова',
      email: 'alice@example.ru',
      policy: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: 'Алиса',
      lastName: 'Тестова',
      isRegistered: true,
    });
  });

  it('changes the profile and preferences of the owner only', async () => {
    await call('PATCH', '/user', alice, { middleName: 'Ивановна', birthDate: '1990-05-17' });
    await call('PATCH', '/user/additional', alice, {
      gender: 'female',
      cityCode: 'spb',
      subscribeSms: true,
    });
    const additional = (await call('GET', '/user/additional', alice)).json();
    expect(additional).toMatchObject({
      gender: 'female',
      cityCode: 'spb',
      subscribeSms: true,
      subscribeEmail: false,
    });
    expect(additional.counts).toEqual({
      favorites: 0,
      compare: 0,
      basket: 0,
      garage: 0,
      orders: 0,
      unreadNotifications: 0,
    });
    expect((await call('GET', '/user', alice)).json()).toMatchObject({
      middleName: 'Ивановна',
      birthDate: '1990-05-17',
    });
    expect((await call('GET', '/user', bob)).json()).toMatchObject({
      middleName: '',
      birthDate: null,
    });
    const badDate = await call('PATCH', '/user', alice, { birthDate: '1990-13-40' });
    expect(badDate.statusCode).toBe(400);
  });

  // Hardening II item 8: the profile keeps SPEC 5's first-name rule, and a body without fields
  // (or with the fields blanked) does not wipe a registered customer's profile.
  it('checks the first name of a profile change by SPEC 5 and never blanks it', async () => {
    const before = (await call('GET', '/user', alice)).json();
    expect(before).toMatchObject({ firstName: 'Алиса', isRegistered: true });
    for (const firstName of ['Alice', '<b>Алиса</b>', 'Алиса1', '=HYPERLINK("x")']) {
      const res = await call('PATCH', '/user', alice, { firstName });
      expect(res.statusCode, firstName).toBe(400);
      expect(res.json().details, firstName).toEqual([
        { field: 'firstName', message: 'Только русские символы' },
      ]);
    }
    const blanked = await call('PATCH', '/user', alice, {
      firstName: '  ',
      lastName: '',
      middleName: '',
      email: '',
    });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().details).toEqual([
      { field: 'firstName', message: 'Необходимо заполнить поле' },
    ]);
    const empty = await call('PATCH', '/user', alice, {});
    expect(empty.statusCode).toBe(200);
    expect((await call('GET', '/user', alice)).json()).toEqual(before);
    const renamed = await call('PATCH', '/user', alice, { firstName: ' Анна-Мария ' });
    expect(renamed.json()).toMatchObject({ firstName: 'Анна-Мария', lastName: 'Тестова' });
    // A customer who never registered has no first name to keep, but the rule holds.
    expect((await call('PATCH', '/user', bob, { firstName: '' })).statusCode).toBe(200);
    expect((await call('PATCH', '/user', bob, { firstName: 'Bob' })).statusCode).toBe(400);
  });
});
