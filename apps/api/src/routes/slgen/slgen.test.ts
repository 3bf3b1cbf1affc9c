import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueTestApp } from '../../../test/seeded-app.ts';
import { queryRows, testDbLabel } from '../../../test/test-db.ts';
import { bearer, login, recordingSms } from '../../../test/identity.ts';
import { staffToken } from '../../../test/staff.ts';

describe(`POST /v1/slgen on ${testDbLabel}`, () => {
  const sms = recordingSms();
  const t = useCatalogueTestApp(async () => ({ sms: sms.gateway }));
  // SPEC 2.3: /slgen is for staff; the group's administrator makes links on both holdings.
  let staff = '';
  beforeAll(async () => {
    staff = await staffToken(t, { login: 'slgen-admin', role: 'admin', holdingId: null });
  });
  const create = (url: unknown, holdingId = 1, ip = '203.0.113.50', token: string | null = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/slgen?holdingId=${holdingId}`,
      payload: { url },
      headers: { 'x-forwarded-for': ip, ...(token === null ? {} : bearer(token)) },
    });

  // Hardening II item 8: anyone could make links through the site's /api/v1/slgen.
  it('makes links for staff only: no token, a customer’s or another holding’s staff are refused', async () => {
    const before = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from short_links',
    );
    const anonymous = await create('/cars/new/?staff=only', 1, '203.0.113.51', null);
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([
      401,
      'Требуется авторизация',
    ]);
    const customer = (await login(t.app, sms, 71)).token;
    expect((await create('/cars/new/?staff=only', 1, '203.0.113.51', customer)).statusCode).toBe(
      401,
    );
    const second = await staffToken(t, { login: 'slgen-h2', role: 'manager', holdingId: 2 });
    const foreign = await create('/cars/new/?staff=only', 1, '203.0.113.51', second);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, 'Недостаточно прав']);
    const after = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from short_links',
    );
    expect(after).toEqual(before);
    expect((await create('/cars/new/?staff=only', 2, '203.0.113.51', second)).statusCode).toBe(200);
  });

  it('makes a code for a page of the site, the same code for the same page, and /sl resolves it', async () => {
    const first = await create('/cars/new/?mark=kia&model=rio');
    expect(first.statusCode).toBe(200);
    const link = first.json();
    expect(link).toMatchObject({ targetUrl: '/cars/new/?mark=kia&model=rio', created: true });
    expect(link.code).toMatch(/^[A-Za-z0-9]{7}$/);
    const again = await create('https://www.vektor-motors.example/cars/new/?mark=kia&model=rio');
    expect(again.json()).toEqual({ ...link, created: false });
    const resolved = await t.get(`/codes/sl/${link.code}?holdingId=1`);
    expect(resolved.json()).toEqual({ code: link.code, targetUrl: link.targetUrl });
    // The other holding's link to the same page is its own.
    const other = (await create('/cars/new/?mark=kia&model=rio', 2)).json();
    expect(other.code).not.toBe(link.code);
    expect((await t.get(`/codes/sl/${link.code}?holdingId=2`)).statusCode).toBe(404);
  });

  it('answers a seeded page with its existing code', async () => {
    const [seeded] = await queryRows<{ code: string }>(
      t.client,
      `select code from short_links where holding_id = 2 and target_url = '/contacts/'`,
    );
    expect((await create('/contacts/', 2)).json()).toEqual({
      code: seeded!.code,
      targetUrl: '/contacts/',
      created: false,
    });
  });

  it('refuses other hosts and garbage in Russian and writes nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from short_links',
    );
    for (const [url, message] of [
      [
        'https://evil.example/cars/',
        'Короткую ссылку можно сделать только на страницу этого сайта',
      ],
      ['//evil.example/', 'Короткую ссылку можно сделать только на страницу этого сайта'],
      [
        'https://www.severnoe-siyanie.example/',
        'Короткую ссылку можно сделать только на страницу этого сайта',
      ],
      ['javascript:alert(1)', 'Короткую ссылку можно сделать только на страницу этого сайта'],
      ['не адрес', 'Некорректный адрес страницы'],
      ['', 'Укажите адрес страницы'],
      ['/sl/AbCdEf/', 'Это уже короткая ссылка'],
    ] as const) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message, code: 3, details: [{ field: 'url', message }] });
    }
    const missing = await create(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].message).toBe('Укажите адрес страницы');
    const after = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from short_links',
    );
    expect(after).toEqual(before);
  });

  it('limits the links one address asks for', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await create(`/cars/used/?page=${i + 1}`, 1, '198.51.100.9')).statusCode);
    expect(codes.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
