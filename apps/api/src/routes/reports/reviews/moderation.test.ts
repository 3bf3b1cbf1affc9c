import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords.ts';
import { dealers, reviews, staffAccounts } from '../../../db/schema/index.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../../../../test/helper.ts';
import { insertDealer } from '../../../../test/identity-fixtures.ts';
import { bearer } from '../../../../test/identity.ts';

describe(`review moderation (submit, queue, publish, reject) on ${testDbLabel}`, () => {
  let t: TestApp;
  let dealerCode = '';
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const dealerId = await insertDealer(t.client.db);
    const [row] = await t.client.db
      .select({ code: dealers.code })
      .from(dealers)
      .where(eq(dealers.id, dealerId));
    dealerCode = row!.code;
    await t.client.db.insert(staffAccounts).values([
      {
        login: 'moderator',
        name: 'Модератор',
        role: 'admin',
        passwordHash: await hashPassword('moderator-pass-1'),
      },
      {
        login: 'manager2',
        name: 'Менеджер второго холдинга',
        role: 'manager',
        holdingId: 2,
        passwordHash: await hashPassword('manager-pass-2'),
      },
    ]);
    for (const [login, password] of [
      ['moderator', 'moderator-pass-1'],
      ['manager2', 'manager-pass-2'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/reports/auth/login?holdingId=1',
        payload: { login, password },
      });
      tokens[login] = res.json().token;
    }
  });
  afterAll(() => t.close());

  const submit = (text: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/reviews?holdingId=1',
      remoteAddress: ip,
      payload: {
        dealerCode,
        name: 'Ирина',
        phone: '+7 900-000-00-42',
        rating: 5,
        text,
        policy: true,
      },
    });
  const published = async () =>
    (await t.app.inject(`/v1/reviews/${dealerCode}?holdingId=1`)).json() as {
      items: { id: number; text: string; answer: string | null }[];
      summary: { count: number; average: number };
    };
  const moderate = (id: number | string, decision: string, token = tokens.moderator) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/reports/reviews/${id}?holdingId=1`,
      headers: token ? bearer(token) : {},
      payload: decision === 'reject' ? { decision, reason: 'Реклама' } : { decision },
    });

  it('keeps a submitted review out of the lists until a moderator publishes it', async () => {
    const sent = await submit('Отличный сервис, машину подготовили вовремя.', '198.51.100.21');
    expect(sent.statusCode).toBe(200);
    const { reviewId, status } = sent.json();
    expect(status).toBe('pending');
    expect((await published()).items).toEqual([]);

    const queue = await t.app.inject({
      url: '/v1/reports/reviews?holdingId=1',
      headers: bearer(tokens.moderator!),
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    expect(queue.json().items[0]).toMatchObject({
      phone: '+7 900-000-00-42',
      consentAt: expect.any(String),
    });

    const decided = await moderate(reviewId, 'publish');
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ id: reviewId, status: 'published' });
    const after = await published();
    expect(after.items.map((r) => r.id)).toEqual([reviewId]);
    expect(after.summary).toEqual({ count: 1, average: 5 });

    const [row] = await t.client.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row?.moderatedBy).toEqual(expect.any(Number));
    const emptied = await t.app.inject({
      url: '/v1/reports/reviews?holdingId=1',
      headers: bearer(tokens.moderator!),
    });
    expect(emptied.json().items).toEqual([]);
  });

  it('a rejected review stays hidden and leaves the queue', async () => {
    const { reviewId } = (
      await submit('Долго ждал ответа менеджера, но в итоге всё решили.', '198.51.100.22')
    ).json();
    expect((await moderate(reviewId, 'reject')).json()).toMatchObject({ status: 'rejected' });
    expect((await published()).items.map((r) => r.id)).not.toContain(reviewId);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/v1/reports/reviews/${reviewId}?holdingId=1`,
      headers: bearer(tokens.moderator!),
      payload: { decision: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([
      { field: 'reason', message: 'Укажите причину отклонения' },
    ]);
  });

  it('publishes with the dealer’s answer, counts it, and writes the decision to the log', async () => {
    const { reviewId } = (
      await submit('Всё прошло гладко, спасибо мастеру-приёмщику.', '198.51.100.25')
    ).json();
    const before = (await published()).summary.count;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/v1/reports/reviews/${reviewId}?holdingId=1`,
      headers: bearer(tokens.moderator!),
      payload: { decision: 'publish', answer: 'Спасибо, ждём вас снова!' },
    });
    expect(answered.statusCode).toBe(200);
    const list = await published();
    expect(list.summary.count).toBe(before + 1);
    expect(list.items.find((r) => r.id === reviewId)).toMatchObject({
      answer: 'Спасибо, ждём вас снова!',
    });
    const log = await t.app.inject({
      url: `/v1/reports/audit?holdingId=1&entity=review&entityId=${reviewId}`,
      headers: bearer(tokens.moderator!),
    });
    expect(log.json().items).toEqual([
      expect.objectContaining({
        action: 'publish',
        staff: expect.objectContaining({ name: 'Модератор' }),
        before: { status: 'pending', answer: null, reason: null },
        after: { status: 'published', answer: 'Спасибо, ждём вас снова!', reason: null },
      }),
    ]);
  });

  it('is for staff of the holding only, with clear refusals for bad input', async () => {
    const { reviewId } = (
      await submit('Хороший салон, вежливые сотрудники и кофе.', '198.51.100.23')
    ).json();
    expect((await moderate(reviewId, 'publish', '')).statusCode).toBe(401);
    const customer = await moderate(reviewId, 'publish', 'not-a-token');
    expect(customer.statusCode).toBe(401);
    expect((await moderate(reviewId, 'publish', tokens.manager2)).statusCode).toBe(403);
    const bad = await moderate(reviewId, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Решение: publish или reject');
    expect((await moderate(999_999, 'publish')).statusCode).toBe(404);
    expect((await moderate('abc', 'publish')).statusCode).toBe(400);
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/v1/reviews?holdingId=1',
      remoteAddress: '198.51.100.24',
      payload: {
        dealerCode,
        name: 'Ирина',
        phone: '12345',
        rating: 5,
        text: 'а'.repeat(30),
        policy: true,
      },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(JSON.stringify(badPhone.json())).toContain('Некорректный формат телефона.');
    expect((await published()).items.map((r) => r.id)).not.toContain(reviewId);
  });
});
