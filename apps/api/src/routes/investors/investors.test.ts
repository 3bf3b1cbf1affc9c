import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`investor documents and English news on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('lists the first holding’s documents by section, newest first, and sends each file', async () => {
    const all = (await get('/investors/documents?holdingId=1')).json().items;
    expect(all.length).toBeGreaterThan(5);
    const ratings = (await get('/investors/documents?holdingId=1&section=reytingi')).json().items;
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((d: { section: string }) => d.section === 'reytingi')).toBe(true);
    const dates = all.map((d: { publishedOn: string }) => d.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const file = await get(`/investors/documents/${ratings[0].id}/file?holdingId=1`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(ratings[0].fileName);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(ratings[0].size);
  });

  it('keeps the documents to their holding and refuses bad input in Russian', async () => {
    expect((await get('/investors/documents?holdingId=2')).json().items).toEqual([]);
    const one = (await get('/investors/documents?holdingId=1')).json().items[0];
    expect((await get(`/investors/documents/${one.id}/file?holdingId=2`)).statusCode).toBe(404);
    for (const url of [
      '/investors/documents?holdingId=1&section=nope',
      '/investors/documents/abc/file?holdingId=1',
    ]) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().message, url).toMatch(/[А-Яа-я]/);
    }
  });

  it('serves English news only when asked, and Russian lists stay Russian', async () => {
    const english = (await get('/news?holdingId=1&lang=en')).json();
    expect(english.items.length).toBeGreaterThan(0);
    const item = english.items[0];
    expect(item.title).toMatch(/^[\x20-\x7e]+$/);
    expect((await get(`/news/${item.slug}?holdingId=1&lang=en`)).statusCode).toBe(200);
    expect((await get(`/news/${item.slug}?holdingId=1`)).statusCode).toBe(404);
    const russian = (await get('/news?holdingId=1&perPage=100')).json();
    expect(russian.items.some((n: { slug: string }) => n.slug === item.slug)).toBe(false);
    expect((await get('/news?holdingId=2&lang=en')).json().items).toEqual([]);
    expect((await get('/news?holdingId=1&lang=de')).statusCode).toBe(400);
  });
});
