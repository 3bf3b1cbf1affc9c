import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { freshIp, testPhone } from '../../../test/identity.ts';
import type { HttpFake } from '../../../test/fakes/http-fake.ts';
import { smsRuAnswers, startSmsRuFake } from '../../../test/fakes/smsru.ts';

describe(`login through the configured SMS.ru adapter on ${testDbLabel}`, () => {
  let t: TestApp;
  let fake: HttpFake;

  beforeAll(async () => {
    fake = await startSmsRuFake('test-api-id');
    const env = parseEnv({
      SMSRU_API_ID: 'test-api-id',
      SMSRU_URL: fake.url,
      SERVICE_TIMEOUT_MS: '1500',
    });
    t = await buildTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const send = (n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login?holdingId=2',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { phone: testPhone(n).masked },
    });

  it('sends the code by SMS.ru and only there', async () => {
    const res = await send(1);
    expect(res.statusCode).toBe(200);
    const form = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(form.get('to')).toBe(testPhone(1).digits);
    const code = /(\d{6})/.exec(form.get('msg') ?? '')?.[1];
    expect(code).toBeDefined();
    expect(res.body).not.toContain(code!);
    expect(form.get('msg')).toContain('Автоцентр Северное Сияние');
  });

  it.each([
    [202, 400, 'Некорректный номер телефона'],
    [206, 429, 'Превышен дневной лимит SMS на этот номер. Попробуйте завтра.'],
    [207, 400, 'Отправка SMS на этот номер невозможна'],
  ])('tells the visitor about the per-number error %i', async (code, status, message) => {
    fake.answer((request) =>
      smsRuAnswers.numberError(new URLSearchParams(request.body).get('to') ?? '', code, 'error'),
    );
    const res = await send(10 + code - 200);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('hides account problems and timeouts behind 503, and the unsent code cannot be used', async () => {
    fake.answer(() => smsRuAnswers.accountError(201, 'Не хватает средств'));
    const noFunds = await send(20);
    expect(noFunds.statusCode).toBe(503);
    expect(noFunds.json()).toEqual({
      message: 'Сервис временно недоступен. Попробуйте позже.',
      code: 13,
      details: [],
    });
    fake.answer(() => 'hang');
    expect((await send(21)).statusCode).toBe(503);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/validate?holdingId=2',
      payload: { phone: testPhone(20).masked, code: '123456' },
    });
    expect(validate.statusCode).toBe(400);
    expect(validate.json().message).toBe(
      'Код не запрашивался или уже использован. Запросите новый код.',
    );
  });
});
