import {
  storeCategoriesResponseSchema,
  storeFilterOptionsSchema,
  storeItemSchema,
  storeListResponseSchema,
  type StoreListResponse,
} from '@dealer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../../../test/helper.ts';
import { selectRows } from '../../db/queries/search/sql.ts';
import { seedSearchFixture } from '../search/test-catalogue.ts';

describe(`GET /v1/store/* on ${testDbLabel}`, () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url: `/v1/store${url}` });
  const list = async (url: string): Promise<StoreListResponse> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return storeListResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedSearchFixture(t.client.db);
  }, 240_000);
  afterAll(() => t.close());

  it('answers both category trees of three levels with counts and pictures', async () => {
    const res = await get('/categories?holdingId=1');
    expect(res.statusCode).toBe(200);
    const body = storeCategoriesResponseSchema.parse(res.json());
    expect(body.parts.map((c) => c.nameRu)).toContain('Тормозная система');
    expect(body.store.map((c) => c.nameRu)).toContain('Салон');
    const brakes = body.parts.find((c) => c.code === 'brakes');
    expect(brakes?.image).toBe('/api/v1/store/image/parts/brakes.svg');
    const pads = brakes?.categories.find((c) => c.code === 'brake-pads');
    expect(pads?.categories.map((c) => c.nameRu)).toContain('Колодки тормозные передние');
    expect(pads?.count).toBe(pads?.categories.reduce((s, c) => s + c.count, 0));
    const all = [...body.store, ...body.parts].reduce((s, c) => s + c.count, 0);
    expect(all).toBe(2500 + 800);
  });

  it('lists a category at any level with paging, sort and the path', async () => {
    const top = await list('/parts/brakes?holdingId=1&perPage=10');
    expect(top.category).toMatchObject({
      kind: 'parts',
      code: 'brakes',
      level: 1,
      path: [{ code: 'brakes' }],
    });
    expect(top.items).toHaveLength(10);
    expect(top.meta.page.totalPages).toBe(Math.ceil(top.meta.page.total / 10));
    const leaf = await list('/parts/front-brake-pads?holdingId=1&sort=price-asc&perPage=50');
    expect(leaf.category.path.map((p) => p.code)).toEqual([
      'brakes',
      'brake-pads',
      'front-brake-pads',
    ]);
    const prices = leaf.items.map((i) => i.disprice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of leaf.items) expect(item.category[2]?.code).toBe('front-brake-pads');
    const page2 = await list(
      '/parts/front-brake-pads?holdingId=1&sort=price-asc&perPage=50&page=2',
    );
    expect(page2.items[0]?.disprice).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);
    const section = await list('/store/all?holdingId=1&sort=price-desc');
    expect(section.category).toMatchObject({ code: 'all', level: 0, nameRu: 'Аксессуары' });
    expect(section.meta.page.total).toBe(800);
  });

  it('filters by brand, price, discount and stock of the holding', async () => {
    const base = '/parts/filters?holdingId=1';
    const bosch = await list(`${base}&brand=bosch&perPage=96`);
    expect(bosch.meta.page.total).toBeGreaterThan(0);
    for (const item of bosch.items) expect(item.brand).toEqual({ code: 'bosch', nameEn: 'Bosch' });
    const cheap = await list(`${base}&priceFrom=500&priceTo=1000&perPage=96`);
    for (const item of cheap.items) expect(item.disprice).toBeGreaterThanOrEqual(500);
    for (const item of cheap.items) expect(item.disprice).toBeLessThanOrEqual(1000);
    const discounted = await list(`${base}&discount=true&perPage=96`);
    for (const item of discounted.items) expect(item.disprice).toBeLessThan(item.price);
    const inStock = await list(`${base}&inStock=true&perPage=96`);
    const everything = await list(`${base}`);
    expect(inStock.meta.page.total).toBeGreaterThan(0);
    expect(inStock.meta.page.total).toBeLessThan(everything.meta.page.total);
    for (const item of inStock.items) expect(item.inStock).toBe(true);
    // Each card's flag agrees with the filter, in the city asked for too.
    const page = await list(`${base}&perPage=96&city=msk`);
    const inMoscow = await list(`${base}&perPage=96&city=msk&inStock=true`);
    const flagged = page.items.filter((item) => item.inStock).map((item) => item.id);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(page.items.length);
    expect(new Set(flagged)).toEqual(
      new Set(
        inMoscow.items
          .filter((item) => page.items.some((p) => p.id === item.id))
          .map((item) => item.id),
      ),
    );
  });

  it('offers the filter options counted under the other filters', async () => {
    const res = await get('/filter?holdingId=1&kind=parts&category=brake-pads&brand=bosch');
    expect(res.statusCode).toBe(200);
    const options = storeFilterOptionsSchema.parse(res.json());
    expect(options.brands.length).toBeGreaterThan(1);
    const bosch = options.brands.find((b) => b.code === 'bosch');
    expect(options.total).toBe(bosch?.count);
    expect(options.categories.map((c) => c.code)).toEqual([
      'front-brake-pads',
      'rear-brake-pads',
      'drum-brake-shoes',
    ]);
    expect(options.price?.min).toBeLessThanOrEqual(options.price?.max ?? 0);
  });

  it('answers one item with its stock at the holding dealers, and 404 code 5 when missing', async () => {
    const [row] = await selectRows<{ id: number }>(
      t.client.db,
      sql`select i.id from store_items i join store_stock s on s.item_id = i.id
        where s.dealer_id = 1 and s.qty > 0 order by i.id limit 1`,
    );
    const res = await get(`/get/item/${row?.id}?holdingId=1`);
    expect(res.statusCode).toBe(200);
    const item = storeItemSchema.parse(res.json());
    expect(item.stock.map((s) => s.dealerCode)).toContain('north');
    expect(item.stock.every((s) => s.dealerCode !== 'south')).toBe(true);
    expect(item.inStock).toBe(true);
    const missing = await get('/get/item/99999999?holdingId=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Товар не найден', code: 5, details: [] });
  });

  it.each([
    ['/parts/no-such-category?holdingId=1', 404, 'Категория не найдена'],
    ['/gadgets/all?holdingId=1', 400, 'Некорректные параметры запроса'],
    ['/parts/all?holdingId=1&sort=cheap', 400, 'Некорректные параметры запроса'],
    ['/parts/all?holdingId=1&perPage=500', 400, 'Некорректные параметры запроса'],
    ['/get/item/abc?holdingId=1', 400, 'Некорректные параметры запроса'],
    ['/filter?holdingId=1&kind=parts&category=nope', 404, 'Категория не найдена'],
    ['/categories', 400, 'Некорректные параметры запроса'],
  ])('answers %s with %i', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message, code: status === 404 ? 5 : 3 });
  });

  it('draws the pictures of the top categories', async () => {
    const res = await get('/image/parts/brakes.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg [^>]*aria-label="Тормозная система"/);
    expect((await get('/image/parts/brake-pads.svg')).statusCode).toBe(404);
  });
});
