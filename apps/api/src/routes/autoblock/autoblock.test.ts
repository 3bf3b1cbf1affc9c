import type { VehicleShort } from '@dealer/contract';
import { describe, expect, it } from 'vitest';
import { useCatalogueTestApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`/v1/autoblock on ${testDbLabel}`, () => {
  const { get } = useCatalogueTestApp();

  it('answers a few vehicles of a make and model in the tile shape of /catalog/short', async () => {
    const res = await get('/autoblock?holdingId=1&mark=kia&condition=new&limit=4');
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json() as {
      items: VehicleShort[];
      meta: { page: { total: number } };
    };
    expect(items).toHaveLength(4);
    expect(meta.page).toMatchObject({ current: 1, perPage: 4 });
    expect(meta.page.total).toBeGreaterThan(4);
    expect(items.every((v) => v.mark.code === 'kia' && v.condition === 'new')).toBe(true);
    expect(items.every((v) => v.status !== 'sold')).toBe(true);
    const model = items[0]!.model.code;
    const sameModel = (await get(`/autoblock?holdingId=1&mark=kia&model=${model}`)).json().items;
    expect(sameModel.length).toBeGreaterThan(0);
    expect(sameModel.every((v: VehicleShort) => v.model.code === model)).toBe(true);
    const short = (await get(`/catalog/short?holdingId=1&id=${items[0]!.id}`)).json().items[0];
    expect(items[0]).toEqual(short);
  });

  it('takes 6 by default, a section and a sort, and refuses more than 12', async () => {
    const moto = (await get('/autoblock?holdingId=1&category=moto&sort=price-asc')).json().items;
    expect(moto).toHaveLength(6);
    expect(moto.every((v: VehicleShort) => v.category === 'moto')).toBe(true);
    const prices = moto.map((v: VehicleShort) => v.disprice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const none = (await get('/autoblock?holdingId=2&category=jet-ski')).json();
    expect(none.items).toEqual([]);
    const tooMany = await get('/autoblock?holdingId=1&limit=13');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 3,
      details: [{ field: 'limit', message: 'Количество: от 1 до 12' }],
    });
  });
});
