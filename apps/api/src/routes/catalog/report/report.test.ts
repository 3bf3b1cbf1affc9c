import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../../test/helper.ts';
import { queryRows } from '../../../../test/test-db.ts';
import { recordingSms, type Sms } from '../../../../test/identity.ts';

describe(`/catalog/report on ${testDbLabel}`, () => {
  let t: TestApp;
  let sms: Sms;

  beforeAll(async () => {
    sms = recordingSms();
    t = await buildTestApp({ services: { sms: sms.gateway } });
  });
  afterAll(() => t.close());

  const confirm = (smsCode: string, formData: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/catalog/report?holdingId=1',
      payload: {
        smsCode,
        phone: '79000000031',
        date: '2026-03-02',
        formUrl: '/catalog/123/',
        formData: { firstname: 'Игорь', vin: 'XTA21099000000001', policy: true, ...formData },
      },
    });

  it('sends a code for phone digits and a date, then confirms the request with it', async () => {
    const sent = await t.app.inject({
      url: '/v1/catalog/report?holdingId=1&phone=89000000031&date=2026-03-02',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, codeLength: 6 });
    const code = sms.lastCode('79000000031');
    expect(sms.sent.at(-1)!.text).toContain('Код подтверждения запроса отчёта');
    // A form error is reported before the code is spent.
    const bad = await confirm(code, { vin: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      field: 'formData.vin',
      message: 'VIN должен содержать 17 символов',
    });
    const ok = await confirm(code);
    expect(ok.statusCode).toBe(200);
    const [lead] = await queryRows<{
      form_id: string;
      phone: string;
      payload: Record<string, unknown>;
    }>(t.client, `select form_id, phone, payload from leads where id = ${ok.json().leadId}`);
    expect(lead).toMatchObject({
      form_id: 'form_history',
      phone: '79000000031',
      payload: { reportDate: '2026-03-02', phoneConfirmed: true },
    });
  });

  it('refuses a wrong code and bad query values', async () => {
    await t.app.inject({ url: '/v1/catalog/report?holdingId=1&phone=79000000032&date=2026-03-02' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/catalog/report?holdingId=1',
      payload: {
        smsCode: '000000',
        phone: '79000000032',
        date: '2026-03-02',
        formUrl: '/catalog/1/',
        formData: { firstname: 'Игорь', vin: 'XTA21099000000001', policy: true },
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('smsCode');
    const badPhone = await t.app.inject({
      url: '/v1/catalog/report?holdingId=1&phone=123&date=2026-03-02',
    });
    expect(badPhone.statusCode).toBe(400);
    const badDate = await t.app.inject({
      url: '/v1/catalog/report?holdingId=1&phone=79000000033&date=02.03.2026',
    });
    expect(badDate.statusCode).toBe(400);
  });
});
