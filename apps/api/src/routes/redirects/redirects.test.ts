import { redirectsResponseSchema } from '@dealer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { redirects } from '../../db/schema/index.ts';

const lookup = (t: TestApp, query: string) =>
  t.app.inject({ method: 'GET', url: `/v1/redirects?${query}` });

describe(`GET /v1/redirects on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.client.db.insert(redirects).values([
      { holdingId: null, urlFrom: '/promo-old/', urlTo: '/cars/new/', status: 301 },
      { holdingId: 2, urlFrom: '/h2-only-old/', urlTo: '/services/commission/', status: 302 },
      { holdingId: null, urlFrom: '/kredit/', urlTo: '/services/credit/', status: 301 },
      { holdingId: 1, urlFrom: '/kredit/', urlTo: '/brands/bmw/credit/', status: 302 },
      { holdingId: null, urlFrom: '/stored-without-slash', urlTo: '/about/', status: 301 },
    ]);
  });
  afterAll(() => t.close());

  it('returns the shared record for either holding', async () => {
    for (const holdingId of [1, 2]) {
      const res = await lookup(t, `url=/promo-old/&holdingId=${holdingId}`);
      expect(res.statusCode).toBe(200);
      expect(redirectsResponseSchema.parse(res.json())).toEqual({
        items: [{ urlFrom: '/promo-old/', urlTo: '/cars/new/', status: 301 }],
      });
    }
  });

  it('matches a path with or without the trailing slash', async () => {
    const withoutSlash = await lookup(t, 'url=/promo-old&holdingId=1');
    expect(withoutSlash.json().items).toHaveLength(1);
    const storedBare = await lookup(t, 'url=/stored-without-slash/&holdingId=1');
    expect(storedBare.json().items).toEqual([
      { urlFrom: '/stored-without-slash', urlTo: '/about/', status: 301 },
    ]);
  });

  it('keeps a holding-only record to its holding', async () => {
    const own = await lookup(t, 'url=/h2-only-old/&holdingId=2');
    expect(own.json().items).toEqual([
      { urlFrom: '/h2-only-old/', urlTo: '/services/commission/', status: 302 },
    ]);
    const other = await lookup(t, 'url=/h2-only-old/&holdingId=1');
    expect(other.json()).toEqual({ items: [] });
  });

  it("prefers the holding's own record over a shared one", async () => {
    const first = await lookup(t, 'url=/kredit/&holdingId=1');
    expect(first.json().items).toEqual([
      { urlFrom: '/kredit/', urlTo: '/brands/bmw/credit/', status: 302 },
    ]);
    const second = await lookup(t, 'url=/kredit&holdingId=2');
    expect(second.json().items).toEqual([
      { urlFrom: '/kredit/', urlTo: '/services/credit/', status: 301 },
    ]);
  });

  it('returns an empty list for a path that did not move', async () => {
    const res = await lookup(t, 'url=/cars/new/&holdingId=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('rejects an unknown holding with the Russian validation envelope', async () => {
    const res = await lookup(t, 'url=/promo-old/&holdingId=3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Некорректные параметры запроса',
      code: 3,
      details: [{ field: 'holdingId', message: 'Холдинг должен быть 1 или 2' }],
    });
  });

  it('rejects a holding that is not a number', async () => {
    const res = await lookup(t, 'url=/promo-old/&holdingId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['holdingId']);
  });

  it('rejects a missing url and says which field', async () => {
    const res = await lookup(t, 'holdingId=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 3,
      details: [{ field: 'url', message: 'Укажите адрес страницы' }],
    });
  });

  it('rejects a url that is not a site path', async () => {
    const res = await lookup(t, 'url=https%3A%2F%2Fexample.com%2F&holdingId=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'url', message: 'Адрес страницы должен начинаться с «/»' },
    ]);
  });
});
