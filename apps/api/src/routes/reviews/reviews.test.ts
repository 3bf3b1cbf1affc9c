import { CONSENT_VERSION } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { queryRows, testDbLabel } from '../../../test/test-db.ts';

describe(`/v1/reviews on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('pages the reviews of a holding with the rating summary', async () => {
    const all = (await get('/reviews?holdingId=2&perPage=5')).json();
    expect(all.items).toHaveLength(5);
    expect(all.summary.count).toBe(all.meta.page.total);
    expect(all.summary.average).toBeGreaterThan(3);
    expect(
      all.items.every((r: { dealer: { code: string } }) => r.dealer.code.startsWith('siyanie-')),
    ).toBe(true);
    const fives = (await get('/reviews?holdingId=2&rating=5&perPage=100')).json();
    expect(fives.items.every((r: { rating: number }) => r.rating === 5)).toBe(true);
  });

  it('answers the reviews of a dealer and of one of its employees', async () => {
    const dealer = (await get('/reviews/vektor-bmw-rublevka?holdingId=1&perPage=100')).json();
    expect(dealer.dealer.code).toBe('vektor-bmw-rublevka');
    expect(dealer.items.length).toBeGreaterThanOrEqual(8);
    const about = dealer.items.find((r: { employee: unknown }) => r.employee);
    expect(about).toBeDefined();
    const employee = (
      await get(`/reviews/vektor-bmw-rublevka/${about.employee.code}?holdingId=1`)
    ).json();
    expect(employee.employee.code).toBe(about.employee.code);
    expect(
      employee.items.every(
        (r: { employee: { code: string } }) => r.employee.code === about.employee.code,
      ),
    ).toBe(true);
  });

  it('answers 404 for unknown dealers and employees and 400 for a bad rating', async () => {
    expect((await get('/reviews/nope?holdingId=1')).statusCode).toBe(404);
    expect((await get('/reviews/vektor-bmw-rublevka?holdingId=2')).statusCode).toBe(404);
    expect((await get('/reviews/vektor-bmw-rublevka/nobody?holdingId=1')).statusCode).toBe(404);
    expect((await get('/reviews?holdingId=1&rating=6')).statusCode).toBe(400);
  });

  const review = {
    dealerCode: 'vektor-bmw-rublevka',
    name: 'Мария',
    rating: 4,
    text: '  Быстро оформили машину, менеджер всё объяснил.  ',
    policy: true,
  };
  const submit = (body: object, ip = '203.0.113.80', holdingId = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/reviews?holdingId=${holdingId}`,
      payload: body,
      headers: { 'x-forwarded-for': ip, 'user-agent': 'ReviewTest/1.0' },
    });
  const countReviews = async () =>
    (await queryRows<{ n: number }>(t.client, 'select count(*)::int as n from reviews'))[0]!.n;

  it('stores a visitor review with consent evidence, unpublished until moderation', async () => {
    const before = (await get('/reviews/vektor-bmw-rublevka?holdingId=1')).json().summary.count;
    const dealer = (await get('/reviews/vektor-bmw-rublevka?holdingId=1&perPage=100')).json();
    const employeeCode = dealer.items.find((r: { employee: unknown }) => r.employee).employee.code;
    const res = await submit({ ...review, employeeCode });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      reviewId: expect.any(Number),
      status: 'pending',
      message: 'Спасибо! Отзыв появится на сайте после проверки.',
    });
    const [row] = await queryRows<Record<string, unknown>>(
      t.client,
      `select r.*, e.code as employee_code from reviews r left join employees e on e.id = r.employee_id
       where r.id = ${body.reviewId}`,
    );
    expect(row).toMatchObject({
      author_name: 'Мария',
      rating: 4,
      text: 'Быстро оформили машину, менеджер всё объяснил.',
      is_published: false,
      employee_code: employeeCode,
      consent_ip: '203.0.113.80',
      consent_version: CONSENT_VERSION,
      user_agent: 'ReviewTest/1.0',
    });
    expect(row!.consent_at).not.toBeNull();
    const after = (await get('/reviews/vektor-bmw-rublevka?holdingId=1&perPage=100')).json();
    expect(after.summary.count).toBe(before);
    expect(after.items.some((r: { id: number }) => r.id === body.reviewId)).toBe(false);
  });

  it('refuses bad reviews with Russian messages and writes nothing', async () => {
    const before = await countReviews();
    const cases: [object, number, string, string][] = [
      [{ name: 'Maria' }, 400, 'name', 'Только русские символы'],
      [{ rating: 6 }, 400, 'rating', 'Поставьте оценку от 1 до 5'],
      [{ rating: '5' }, 400, 'rating', 'Поставьте оценку от 1 до 5'],
      [{ text: 'Коротко' }, 400, 'text', 'Напишите отзыв хотя бы из 20 символов'],
      [{ text: 'а'.repeat(1501) }, 400, 'text', 'Не более 1500 символов'],
      [{ policy: false }, 400, 'policy', 'Необходимо заполнить поле'],
      [{ dealerCode: 'nope' }, 404, '', 'Дилерский центр не найден'],
      [{ employeeCode: 'nobody' }, 404, 'employeeCode', 'Сотрудник не найден'],
    ];
    for (const [change, status, field, message] of cases) {
      const res = await submit({ ...review, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().details).toContainEqual({ field, message });
    }
    const otherHolding = await submit(review, '203.0.113.80', 2);
    expect(otherHolding.statusCode).toBe(404);
    const robot = await submit({ ...review, robot: 'x' });
    expect(robot.statusCode).toBe(400);
    const missing = await submit({ dealerCode: 'vektor-bmw-rublevka' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['name', 'text', 'policy']),
    );
    expect(await countReviews()).toBe(before);
  });

  it('limits the reviews one address sends, like the lead forms', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await submit(review, '198.51.100.31')).statusCode);
    expect(codes.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
