import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`publications, static pages, FAQ, awards and SEO on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  for (const kind of ['news', 'blog', 'actions', 'media']) {
    it(`pages /${kind} with at least 20 items per holding and answers each item`, async () => {
      for (const holdingId of [1, 2]) {
        const page = (await get(`/${kind}?holdingId=${holdingId}&perPage=10`)).json();
        expect(page.meta.page.total).toBeGreaterThanOrEqual(20);
        expect(page.items).toHaveLength(10);
        const dates = page.items.map((i: { publishedAt: string }) => i.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
        const next = (await get(`/${kind}?holdingId=${holdingId}&perPage=10&page=2`)).json();
        expect(next.items[0].id).not.toBe(page.items[0].id);
        const item = page.items[0];
        const bySlug = (await get(`/${kind}/${item.slug}?holdingId=${holdingId}`)).json();
        const byId = (await get(`/${kind}/${item.id}?holdingId=${holdingId}`)).json();
        expect(bySlug).toEqual(byId);
        expect(bySlug.blocks.length).toBeGreaterThan(0);
        expect(bySlug.title).toMatch(/[А-Яа-я]/);
        const other = holdingId === 1 ? 2 : 1;
        expect((await get(`/${kind}/${item.id}?holdingId=${other}`)).statusCode).toBe(404);
      }
    });
  }

  it('filters running promotions', async () => {
    const all = (await get('/actions?holdingId=1&perPage=100')).json();
    const active = (await get('/actions?holdingId=1&perPage=100&active=true')).json();
    expect(active.meta.page.total).toBeGreaterThan(0);
    expect(active.meta.page.total).toBeLessThan(all.meta.page.total);
    const now = Date.now();
    for (const a of active.items)
      expect(a.endsAt === null || Date.parse(a.endsAt) >= now).toBe(true);
  });

  it('answers static pages, holding-specific before shared', async () => {
    const one = (await get('/static/page/about?holdingId=1')).json();
    const two = (await get('/static/page/about?holdingId=2')).json();
    expect(one.title).not.toBe(two.title);
    for (const code of [
      'guaranty',
      'cookie',
      'terms-of-use',
      'consent-to-processing',
      'history',
      'career',
    ]) {
      expect((await get(`/static/page/${code}?holdingId=2`)).statusCode, code).toBe(200);
    }
    expect((await get('/static/page/compliance?holdingId=1')).statusCode).toBe(200);
    expect((await get('/static/page/compliance?holdingId=2')).statusCode).toBe(404);
    expect((await get('/static/page/Bad_Code?holdingId=1')).statusCode).toBe(400);
  });

  it('answers the FAQ by sections and the awards', async () => {
    const faq = (await get('/faq?holdingId=1')).json();
    expect(faq.sections.length).toBeGreaterThanOrEqual(3);
    expect(faq.sections[0].items[0].question).toMatch(/\?$/);
    const awards = (await get('/awards?holdingId=2')).json().items;
    expect(awards.length).toBeGreaterThan(0);
  });

  it('answers SEO meta by base64 path, with or without the trailing slash', async () => {
    const b64 = (path: string) => Buffer.from(path).toString('base64');
    const url = b64('/cars/used/price-do-300000/');
    const res = await get(`/seo?holdingId=1&url=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().h1).toBe('Автомобили с пробегом до 300\u00a0000\u00a0₽');
    expect(
      (
        await get(`/seo?holdingId=1&url=${encodeURIComponent(b64('/cars/used/price-do-300000'))}`)
      ).json(),
    ).toEqual(res.json());
    const urlSafe = Buffer.from('/cars/new/kia/').toString('base64url');
    expect((await get(`/seo?holdingId=1&url=${urlSafe}`)).json().h1).toContain('Kia');
    expect((await get(`/seo?holdingId=2&url=${b64('/jet-ski/')}`)).statusCode).toBe(404);
    expect((await get(`/seo?holdingId=1&url=${b64('/no/such/page/')}`)).json().code).toBe(5);
    expect((await get(`/seo?holdingId=1&url=${b64('not a path')}`)).statusCode).toBe(400);
    expect((await get('/seo?holdingId=1&url=%25%25')).statusCode).toBe(400);
  });
});
