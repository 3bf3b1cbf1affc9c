import type { Brand } from '@dealer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`/v1/brands and /v1/seriesinfo on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('lists the makes of each holding in the SPEC 3 shape', async () => {
    const one: Brand[] = (await get('/brands?holdingId=1')).json().data;
    const two: Brand[] = (await get('/brands?holdingId=2')).json().data;
    expect(one.length).toBeGreaterThanOrEqual(35);
    expect(one[0]).toMatchObject({
      code: expect.any(String),
      nameEn: expect.any(String),
      mark: { logo: expect.stringMatching(/\.svg$/) },
    });
    expect(one.some((b) => b.code === 'sea-doo')).toBe(true);
    expect(two.some((b) => b.code === 'sea-doo')).toBe(false);
    expect(two.some((b) => b.code === 'stels')).toBe(true);
    const atv: Brand[] = (await get('/brands?holdingId=2&category=atv')).json().data;
    expect(atv.length).toBeGreaterThan(2);
    expect(atv.every((b) => b.categories.includes('atv'))).toBe(true);
  });

  it('answers a make with its models, a model with its generations and a generation', async () => {
    const brand = (await get('/brands/kia?holdingId=1')).json();
    expect(brand.brand.description).toContain('Kia');
    const rio = brand.models.find((m: { code: string }) => m.code === 'rio');
    expect(rio.count).toBeGreaterThan(0);
    const model = (await get('/brands/kia/rio?holdingId=1')).json();
    expect(model.series.length).toBeGreaterThanOrEqual(1);
    expect(model.modifications.length).toBeGreaterThan(0);
    const code = model.series[0].code;
    const series = (await get(`/brands/kia/rio/${code}?holdingId=1`)).json();
    expect(series.series.specs.length).toBeGreaterThan(0);
    const byId = (await get(`/seriesinfo/${series.series.id}?holdingId=1`)).json();
    expect(byId.series).toEqual(series.series);
  });

  it('answers 404 for unknown makes, models, generations, and makes the holding does not sell', async () => {
    for (const url of [
      '/brands/nope?holdingId=1',
      '/brands/kia/nope?holdingId=1',
      '/brands/kia/rio/nope?holdingId=1',
      '/brands/sea-doo?holdingId=2',
      '/seriesinfo/9999999?holdingId=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(5);
    }
    expect((await get('/brands/KIA?holdingId=1')).statusCode).toBe(400);
    expect((await get('/seriesinfo/x?holdingId=1')).statusCode).toBe(400);
  });

  it('lists the brand videos of the media section, newest first, by make and page', async () => {
    type Video = {
      kind: string;
      mediaType: string;
      videoUrl: string;
      image: string;
      brand: { code: string };
      publishedAt: string;
    };
    const all = (await get('/brands/video?holdingId=1&perPage=100')).json();
    const items: Video[] = all.items;
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(all.meta.page.total).toBe(items.length);
    for (const v of items) {
      expect(v).toMatchObject({ kind: 'media', mediaType: 'video' });
      expect(v.videoUrl).toMatch(/^https:\/\//);
    }
    const cover = await get(items[0]!.image.replace('/api/v1', ''));
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    const dates = items.map((v) => v.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const code = items[0]!.brand.code;
    const one = (await get(`/brands/video?holdingId=1&brand=${code}&perPage=100`)).json();
    expect(one.items.length).toBe(items.filter((v) => v.brand.code === code).length);
    const second = (await get('/brands/video?holdingId=1&perPage=5&page=2')).json();
    expect(second.items).toEqual(items.slice(5, 10));
    expect(second.meta.page).toMatchObject({ current: 2, perPage: 5, total: items.length });
    // The media section lists the videos too, with the photo reports.
    const media = (await get('/media?holdingId=1&perPage=100')).json();
    expect(media.items.some((m: { mediaType: string }) => m.mediaType === 'video')).toBe(true);
    expect((await get('/brands/video?holdingId=1&brand=nope')).statusCode).toBe(404);
    const bad = await get('/brands/video?holdingId=1&perPage=101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe('Размер страницы: от 1 до 100');
  });
});
