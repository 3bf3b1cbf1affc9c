import type { CatalogListResponse, VehicleDetail } from '@dealer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`vehicle pages, short lists and filter data on ${testDbLabel}`, () => {
  let t: SeededApp;
  let first: CatalogListResponse;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
    first = (
      await t.app.inject('/v1/catalog?holdingId=1&category=cars&condition=new&perPage=100')
    ).json();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);
  const someId = () => first.items[0]?.id ?? 0;

  it('answers a vehicle page with VIN, photos, dealer and specs', async () => {
    const res = await get(`/catalog/${someId()}?holdingId=1`);
    expect(res.statusCode).toBe(200);
    const v: VehicleDetail = res.json();
    expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(v.photos.length).toBeGreaterThanOrEqual(3);
    expect(v.dealer.phone).toMatch(/^\+7 \(\d{3}\) 000-\d{2}-\d{2}$/);
    expect(v.specs.some((s) => s.label === 'Двигатель')).toBe(true);
    expect(v.country.name).toMatch(/[А-Я]/);
  });

  it('answers 404 with code 5 for a missing vehicle or one of the other holding', async () => {
    for (const url of [`/catalog/99999999?holdingId=1`, `/catalog/${someId()}?holdingId=2`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Автомобиль не найден', code: 5, details: [] });
    }
    expect((await get('/catalog/abc?holdingId=1')).statusCode).toBe(400);
  });

  it('still answers a sold vehicle, with its status', async () => {
    const sold = (
      await get('/catalog?holdingId=1&status=sold&perPage=1')
    ).json() as CatalogListResponse;
    const id = sold.items[0]?.id;
    expect(id).toBeDefined();
    const res = await get(`/catalog/${id}?holdingId=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('sold');
  });

  it('lists vehicles by id for favourites and compare, sold ones included', async () => {
    const sold = (
      await get('/catalog?holdingId=1&status=sold&perPage=1')
    ).json() as CatalogListResponse;
    const ids = [someId(), sold.items[0]?.id ?? 0];
    const res = await get(`/catalog/short?holdingId=1&id=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((v: { id: number }) => v.id)
        .sort(),
    ).toEqual([...ids].sort());
    const other = await get(`/catalog/short?holdingId=2&id=${ids.join(',')}`);
    expect(other.json().items).toEqual([]);
    const filtered = await get('/catalog/short?holdingId=2&category=atv&perPage=5');
    expect(
      filtered.json().items.every((v: { typeOfTransport: string }) => v.typeOfTransport === 'atv'),
    ).toBe(true);
  });

  it('answers the short detail for lead forms and the lookup by VIN', async () => {
    const detail = (await get(`/catalog/short/detail/${someId()}?holdingId=1`)).json();
    expect(detail).toMatchObject({
      id: someId(),
      vin: expect.any(String),
      dealer: { address: expect.any(String) },
    });
    const byVin = await get(`/catalog/vin/${detail.vin.toLowerCase()}?holdingId=1`);
    expect(byVin.statusCode).toBe(200);
    expect(byVin.json().id).toBe(someId());
    expect((await get('/catalog/vin/SHORT?holdingId=1')).json().details[0].message).toBe(
      'VIN должен содержать 17 символов',
    );
    expect((await get(`/catalog/vin/${detail.vin}?holdingId=2`)).statusCode).toBe(404);
  });

  it('answers the 360° view where there is one', async () => {
    const ids = first.items.map((v) => v.id);
    const answers = await Promise.all(
      ids.map((id) => get(`/catalog/ext/panorama?holdingId=1&id=${id}`)),
    );
    const withView = answers.filter((r) => r.statusCode === 200);
    expect(withView.length).toBeGreaterThan(0);
    expect(withView[0]?.json().exterior).toHaveLength(8);
    expect(answers.some((r) => r.statusCode === 404 && r.json().code === 5)).toBe(true);
  });

  it('answers the extended and the quick filter', async () => {
    const ext = (
      await get('/catalog/get/ext/filter?holdingId=2&category=cars&condition=used')
    ).json();
    const list = (await get('/catalog?holdingId=2&category=cars&condition=used&perPage=1')).json();
    expect(ext.total).toBe(list.meta.page.total);
    expect(ext.facets).toEqual(list.facets);
    const mini = (await get('/catalog/get/mini/filter?holdingId=2&category=atv')).json();
    expect(mini.total).toBeGreaterThan(0);
    expect(mini.marks.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(
      mini.total,
    );
    for (const mark of mini.marks)
      expect(mark.models.reduce((s: number, m: { count: number }) => s + m.count, 0)).toBe(
        mark.count,
      );
    expect(mini.price.min).toBeLessThanOrEqual(mini.price.max);
  });

  it('lists the new models in stock', async () => {
    const items = (await get('/catalog/newmodels?holdingId=1')).json().items;
    expect(items.length).toBeGreaterThan(5);
    expect(
      items.every((m: { count: number; priceFrom: number }) => m.count > 0 && m.priceFrom > 0),
    ).toBe(true);
    const atv = (await get('/catalog/newmodels?holdingId=2&category=atv')).json().items;
    expect(atv.every((m: { category: string }) => m.category === 'atv')).toBe(true);
  });

  it('draws the pictures as SVG with long cache headers', async () => {
    const id = someId();
    const photo = await get(`/images/vehicles/${id}/1.svg?holdingId=1`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect(photo.headers['cache-control']).toContain('max-age=31536000');
    expect(photo.body).toContain(first.items[0]?.colorHex ?? '#');
    expect((await get(`/images/vehicles/${id}/panorama/3.svg`)).statusCode).toBe(200);
    expect((await get(`/images/vehicles/${id}/12.svg`)).statusCode).toBe(404);
    expect((await get(`/images/vehicles/${id}/x.svg`)).statusCode).toBe(400);
    expect((await get('/images/vehicles/99999999/1.svg')).statusCode).toBe(404);
    expect((await get('/images/brands/kia.svg')).body).toContain('Kia');
    expect((await get('/images/brands/nope.svg')).statusCode).toBe(404);
    expect((await get('/images/employees/1.svg')).statusCode).toBe(200);
    expect((await get('/images/awards/1.svg')).statusCode).toBe(200);
    expect((await get('/images/content/news/1.svg')).statusCode).toBe(200);
    expect((await get('/images/content/blog/1.svg')).statusCode).toBe(404);
  });
});
