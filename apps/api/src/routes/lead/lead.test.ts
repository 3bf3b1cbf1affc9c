import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '@dealer/domain';
import { commitLead } from '../../leads/commit.ts';
import { requireForm } from '../../leads/validate.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { queryRows } from '../../../test/test-db.ts';
import { bearer, login, recordingSms, testClock } from '../../../test/identity.ts';

const form = (formData: object, extra: object = {}) => ({
  formId: 'form_credit',
  formUrl: '/services/credit/',
  formData: { firstname: 'Иван', phone: '+7 900-000-00-01', policy: true, ...formData },
  ...extra,
});

describe(`leads on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock();
  const sms = recordingSms();

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock, sms: sms.gateway } });
  });
  afterAll(() => t.close());

  const commit = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/lead/commit?holdingId=1', payload: body, headers });
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.client, `select count(*)::int as n from ${table}`))[0]!.n;

  it('stores the lead with consent evidence and an outbox row, and answers at once', async () => {
    const res = await commit(form({ comment: 'Перезвоните вечером', mark: 'Lada', city: 'msk' }), {
      'x-forwarded-for': '198.51.100.23',
      'user-agent': 'TestBrowser/1.0',
    });
    expect(res.statusCode).toBe(200);
    const { leadId, duplicate } = res.json();
    expect(duplicate).toBe(false);
    const [lead] = await queryRows<Record<string, unknown>>(
      t.client,
      `select * from leads where id = ${leadId}`,
    );
    expect(lead).toMatchObject({
      form_id: 'form_credit',
      phone: '79000000001',
      name: 'Иван',
      city_code: 'msk',
      consent_ip: '198.51.100.23',
      consent_form_id: 'form_credit',
      consent_version: CONSENT_VERSION,
      user_agent: 'TestBrowser/1.0',
    });
    expect(new Date(lead!.consent_at as string).getTime()).toBe(time.clock().getTime());
    const [outbox] = await queryRows<{ site: string; payload: Record<string, string> }>(
      t.client,
      `select site, payload from lead_outbox where lead_id = ${leadId}`,
    );
    expect(outbox).toMatchObject({
      site: 'holding-1',
      payload: {
        subject: 'Заявка на кредит',
        requestNumber: String(leadId),
        fio: 'Иван',
        phoneNumber: '79000000001',
        requestUrl: 'https://www.vektor-motors.example/services/credit/',
        tags: 'form_credit',
      },
    });
    expect(outbox!.payload.comment).toBe('city=msk, comment=Перезвоните вечером, mark=Lada');
  });

  it('recognises a repeated submit within 2 minutes by its content', async () => {
    const body = form({ comment: 'Дубль' });
    const first = (await commit(body)).json();
    time.advance(60_000);
    const again = (
      await commit({ ...body, formData: { ...body.formData, clientSession: 'other' } })
    ).json();
    expect(again).toEqual({ success: true, leadId: first.leadId, duplicate: true });
    time.advance(61_000);
    const later = (await commit(body)).json();
    expect(later.duplicate).toBe(false);
    expect(later.leadId).not.toBe(first.leadId);
  });

  it.each([
    ['no consent', { policy: false }, 'formData.policy', 'Необходимо заполнить поле'],
    ['bad phone', { phone: '+7 900-000' }, 'formData.phone', 'Некорректный формат телефона.'],
    ['Latin name', { firstname: 'Ivan' }, 'formData.firstname', 'Только русские символы'],
    ['bad e-mail', { email: 'ivan@mail.de' }, 'formData.email', 'Некорректный формат e-mail.'],
  ])('refuses %s with the SPEC 5 message and writes nothing', async (_, change, field, message) => {
    const before = await count('leads');
    const res = await commit(form(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, message });
    expect(res.json().details).toContainEqual({ field, message });
    expect(await count('leads')).toBe(before);
  });

  it('refuses a filled honeypot without naming it, and an unknown form', async () => {
    const robot = await commit(form({ robot: 'http://spam.example' }));
    expect(robot.statusCode).toBe(400);
    expect(robot.json().details).toEqual([]);
    const unknown = await commit(form({}, { formId: 'form_nonexistent' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Неизвестная форма');
  });

  it('keeps lead and outbox together: a failure inside the transaction leaves neither', async () => {
    const [leads, outbox] = [await count('leads'), await count('lead_outbox')];
    const attempt = commitLead(
      t.client.db,
      {
        holdingId: 1,
        form: requireForm('form_credit'),
        formUrl: '/x/',
        values: { firstname: 'Пётр', phone: '+7 900-000-00-77', policy: true },
        phone: '79000000077',
        userId: null,
        ip: '127.0.0.1',
        userAgent: '',
        now: time.clock(),
      },
      async () => {
        throw new Error('the order insert failed');
      },
    );
    await expect(attempt).rejects.toThrow('the order insert failed');
    expect(await count('leads')).toBe(leads);
    expect(await count('lead_outbox')).toBe(outbox);
  });

  it('sends nothing to call tracking from the iframe online-service route, and marks used-car pages', async () => {
    const iframe = (
      await commit(form({ comment: 'iframe' }, { formUrl: '/iframe/service/online/' }))
    ).json();
    expect(
      await queryRows(t.client, `select id from lead_outbox where lead_id = ${iframe.leadId}`),
    ).toEqual([]);
    const used = (
      await commit(form({ comment: 'used' }, { formUrl: '/cars/used/lada/vesta/' }))
    ).json();
    const [row] = await queryRows<{ site: string }>(
      t.client,
      `select site from lead_outbox where lead_id = ${used.leadId}`,
    );
    expect(row?.site).toBe('used-1');
  });

  it('leaves mark and model out of the comment of a service request (SPEC 7)', async () => {
    const res = await commit(
      form({ mark: 'Kia', model: 'Rio', comment: 'ТО-2' }, { formId: 'form_service' }),
    );
    const [row] = await queryRows<{ payload: { comment: string } }>(
      t.client,
      `select payload from lead_outbox where lead_id = ${res.json().leadId}`,
    );
    expect(row?.payload.comment).toBe('comment=ТО-2');
  });

  it('links the lead to a logged-in customer', async () => {
    const { token } = await login(t.app, sms, 5);
    const res = await commit(form({ comment: 'с входом' }), bearer(token));
    const [row] = await queryRows<{ user_id: number | null }>(
      t.client,
      `select user_id from leads where id = ${res.json().leadId}`,
    );
    expect(row?.user_id).toBeGreaterThan(0);
  });

  it('limits valid forms per address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.99' };
    // A phone each: the per-phone limit is its own test (lead-idempotency.test.ts).
    const phone = (i: number) => `+7 900-100-00-${String(i).padStart(2, '0')}`;
    for (let i = 0; i < 30; i += 1)
      expect(
        (await commit(form({ comment: `flood ${i}`, phone: phone(i) }), headers)).statusCode,
      ).toBe(200);
    const res = await commit(form({ comment: 'flood 30' }), headers);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the form subject, from the table when staff renamed it', async () => {
    const res = await t.app.inject({ url: '/v1/lead/get/form_testdrive?holdingId=1' });
    expect(res.json()).toEqual({ formId: 'form_testdrive', name: 'Запись на тест-драйв' });
    await queryRows(
      t.client,
      `insert into lead_subjects (form_id, name) values ('form_testdrive', 'Тест-драйв')`,
    );
    expect(
      (await t.app.inject({ url: '/v1/lead/get/form_testdrive?holdingId=1' })).json().name,
    ).toBe('Тест-драйв');
    expect((await t.app.inject({ url: '/v1/lead/get/form_unknown?holdingId=1' })).statusCode).toBe(
      404,
    );
  });

  it('takes the feedback form with its own rules (SPEC 3)', async () => {
    // The dealer named is one of the holding's own (lead-dealer.test.ts refuses the rest).
    for (const statement of [
      `insert into holdings (id, domain, name) values (2, 'h2.localhost', 'Вектор-2') on conflict do nothing`,
      `insert into cities (code, name, region_with_type, lat, lon) values ('msk', 'Москва', 'г Москва', 55.75, 37.62) on conflict do nothing`,
      `insert into dealers (holding_id, city_code, code, name, name_ru, address, lat, lon, working_hours)
       values (2, 'msk', 'test-dealer', 'Test', 'Тест', 'ул. Тестовая, 1', 55.7, 37.6, '10:00-21:00')`,
    ])
      await queryRows(t.client, statement);
    const feedback = {
      formId: 'form_feedback',
      clientSession: 'ct-1',
      firstname: 'Мария',
      phone: '+7 900-000-00-02',
      email: 'maria@example.ru',
      reasons: 'Обращение в Отдел сервиса',
      dealer: 'test-dealer',
      comment: '  Спасибо  ',
      policy: true,
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/feedback?holdingId=2',
      payload: feedback,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await queryRows<{
      form_id: string;
      holding_id: number;
      payload: { comment: string };
    }>(t.client, `select form_id, holding_id, payload from leads where id = ${ok.json().leadId}`);
    expect(row).toMatchObject({
      form_id: 'form_feedback',
      holding_id: 2,
      payload: { comment: 'Спасибо' },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/feedback?holdingId=2',
      payload: { ...feedback, reasons: 'Другое', dealer: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'dealer', message: 'Необходимо заполнить поле' },
        { field: 'reasons', message: 'Выберите значение из списка' },
      ]),
    );
  });
});
