import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { queryRows } from '../../../test/test-db.ts';
import { testClock } from '../../../test/identity.ts';

const form = (formData: object, extra: object = {}) => ({
  formId: 'form_credit',
  formUrl: '/catalog/1/',
  formData: { firstname: 'Иван', phone: '+7 900-200-00-01', policy: true, ...formData },
  ...extra,
});

describe(`lead idempotency and limits on ${testDbLabel}`, () => {
  let t: TestApp;
  const time = testClock();

  beforeAll(async () => {
    t = await buildTestApp({ services: { clock: time.clock } });
  });
  afterAll(() => t.close());

  const commit = (body: object, address = '198.51.100.40') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/lead/commit?holdingId=1',
      payload: body,
      headers: { 'x-forwarded-for': address },
    });
  const leadsWithKey = async (key: string) =>
    (
      await queryRows<{ n: number }>(
        t.client,
        `select count(*)::int as n from leads where idempotency_key = '${key}'`,
      )
    )[0]!.n;

  it('takes a resubmit with the same key as the same lead, also past the 2-minute window', async () => {
    const key = 'key-resubmit-000001';
    const first = await commit(form({ comment: 'первый' }, { idempotencyKey: key }));
    expect(first.statusCode).toBe(200);
    time.advance(10 * 60_000);
    // Changed content, same key: a resubmit of that form, not a new lead.
    const again = await commit(form({ comment: 'второй' }, { idempotencyKey: key }));
    expect(again.json()).toEqual({ success: true, leadId: first.json().leadId, duplicate: true });
    expect(await leadsWithKey(key)).toBe(1);
  });

  it('makes one lead of concurrent submits with one key', async () => {
    const key = 'key-concurrent-0001';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        commit(form({ comment: `параллельно ${i}` }, { idempotencyKey: key })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().leadId)).size).toBe(1);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect(await leadsWithKey(key)).toBe(1);
  });

  it('refuses a malformed key with a Russian message and writes nothing', async () => {
    const res = await commit(form({}, { idempotencyKey: 'bad key!' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(
      expect.objectContaining({ message: 'Некорректный ключ заявки' }),
    );
  });

  it('answers a retry with a known key as the first time, however often, before any limit', async () => {
    time.advance(20 * 60_000);
    const key = 'key-retried-0000001';
    const body = form({ phone: '+7 900-200-00-77', comment: 'повтор' }, { idempotencyKey: key });
    const first = await commit(body, '198.51.100.41');
    expect(first.statusCode).toBe(200);
    // Past both limits: 10 per phone and 30 per address in 10 minutes.
    const retries = [];
    for (let i = 0; i < 35; i += 1) retries.push(await commit(body, '198.51.100.41'));
    expect(retries.map((r) => r.statusCode)).toEqual(Array(35).fill(200));
    for (const retry of retries)
      expect(retry.json()).toEqual({ success: true, leadId: first.json().leadId, duplicate: true });
    expect(await leadsWithKey(key)).toBe(1);
    // The retries counted nothing: a new lead from that phone and address still goes through.
    const other = await commit(
      form({ phone: '+7 900-200-00-77', comment: 'новая' }),
      '198.51.100.41',
    );
    expect(other.statusCode).toBe(200);
    // A retry that would not be valid as a new lead is still refused (the form is checked first).
    const broken = await commit(form({ phone: '12' }, { idempotencyKey: key }), '198.51.100.41');
    expect(broken.statusCode).toBe(400);
  });

  it('limits leads per phone across addresses, in Russian', async () => {
    time.advance(20 * 60_000);
    const phone = '+7 900-200-00-99';
    for (let i = 0; i < 10; i += 1)
      expect(
        (await commit(form({ phone, comment: `телефон ${i}` }), `198.51.100.${50 + i}`)).statusCode,
      ).toBe(200);
    const res = await commit(form({ phone, comment: 'телефон 10' }), '198.51.100.70');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Слишком много запросов. Попробуйте позже.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
