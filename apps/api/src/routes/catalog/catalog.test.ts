import type { CatalogListResponse, FacetKey, VehicleCard } from '@dealer/contract';
import { inClosedVocabulary, LIST_KEYS } from '@dealer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/index.ts';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`GET /v1/catalog on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);
  const list = async (query: string): Promise<CatalogListResponse> => {
    const res = await get(`/catalog?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers a page of vehicles with the total, paging and facets, without sold ones', async () => {
    const body = await list('holdingId=1');
    expect(body.items).toHaveLength(24);
    expect(body.meta.page).toMatchObject({ current: 1, perPage: 24 });
    expect(body.meta.page.totalPages).toBe(Math.ceil(body.meta.page.total / 24));
    expect(body.items.every((v) => v.status !== 'sold')).toBe(true);
    expect(body.facets?.values.mark.length).toBeGreaterThan(20);
    expect(body.facets?.ranges.price?.min).toBeGreaterThan(0);
  });

  // Each list filter, with a value the facets offer: every vehicle returned carries that value.
  const checks: [FacetKey, (v: VehicleCard, value: string) => boolean][] = [
    ['category', (v, x) => v.category === x],
    ['condition', (v, x) => v.condition === x],
    ['mark', (v, x) => v.mark.code === x],
    ['bodyType', (v, x) => v.bodyType === x],
    ['colorGroup', (v, x) => v.colorGroup === x],
    ['driveType', (v, x) => v.driveType === x],
    ['engineType', (v, x) => v.engineType === x],
    ['gearType', (v, x) => v.gearType === x],
    ['year', (v, x) => String(v.year) === x],
    ['motoClass', (v, x) => v.motoClass === x],
    ['dealer', (v, x) => v.dealer.code === x],
    ['city', (v, x) => v.city === x],
    ['status', (v, x) => v.status === x],
  ];
  for (const [key, holds] of checks) {
    it(`filters by ${key}, and the total equals the facet count`, async () => {
      const base = await list('holdingId=1&perPage=1');
      const values = base.facets?.values[key] ?? [];
      expect(values.length).toBeGreaterThan(1);
      for (const facet of values.slice(-2)) {
        const body = await list(`holdingId=1&perPage=100&${key}=${facet.value}`);
        expect(body.meta.page.total).toBe(facet.count);
        expect(body.items.every((v) => holds(v, facet.value))).toBe(true);
      }
    });
  }

  it('filters by country, seats and commercial section, matching the facet counts', async () => {
    const base = await list('holdingId=2&perPage=1');
    for (const key of ['country', 'numberOfSeats', 'commercialType', 'model'] as const) {
      for (const facet of (base.facets?.values[key] ?? []).slice(0, 2)) {
        const extra = key === 'model' ? `&mark=${facet.parent}` : '';
        const body = await list(`holdingId=2&perPage=1&${key}=${facet.value}${extra}`);
        expect(body.meta.page.total).toBe(facet.count);
      }
    }
  });

  it('counts a facet with every other filter applied but its own (drill-down)', async () => {
    const body = await list('holdingId=1&category=cars&condition=used&mark=kia&perPage=1');
    const toyota = body.facets?.values.mark.find((m) => m.value === 'toyota');
    const kia = body.facets?.values.mark.find((m) => m.value === 'kia');
    expect(toyota && kia).toBeTruthy();
    expect(body.meta.page.total).toBe(kia?.count);
    const other = await list('holdingId=1&category=cars&condition=used&mark=toyota&perPage=1');
    expect(other.meta.page.total).toBe(toyota?.count);
    const both = await list('holdingId=1&category=cars&condition=used&mark=kia,toyota&perPage=1');
    expect(both.meta.page.total).toBe((kia?.count ?? 0) + (toyota?.count ?? 0));
    // Other facets count within the chosen makes only.
    const bodyTotal = (body.facets?.values.bodyType ?? []).reduce((sum, f) => sum + f.count, 0);
    expect(bodyTotal).toBe(body.meta.page.total);
  });

  it('applies ranges and flags', async () => {
    const body = await list(
      'holdingId=1&priceFrom=1000000&priceTo=2000000&yearFrom=2020&mileageTo=50000&perPage=100',
    );
    expect(body.meta.page.total).toBeGreaterThan(0);
    for (const v of body.items) {
      expect(v.disprice).toBeGreaterThanOrEqual(1_000_000);
      expect(v.disprice).toBeLessThanOrEqual(2_000_000);
      expect(v.year).toBeGreaterThanOrEqual(2020);
      expect(v.mileage).toBeLessThanOrEqual(50_000);
    }
    // The price range facet ignores the price filter itself, so it reaches beyond the chosen bounds.
    expect(body.facets?.ranges.price?.max).toBeGreaterThan(2_000_000);
    const sale = await list('holdingId=1&flags=sale,vat&perPage=100');
    expect(sale.items.every((v) => v.isSale && v.isVat)).toBe(true);
    const soon = await list('holdingId=1&flags=on-sale-soon&perPage=100');
    expect(soon.items.every((v) => v.status === 'on-sale-soon')).toBe(true);
    const moto = await list('holdingId=1&category=moto&engineVolumeTo=125&perPage=100');
    expect(moto.items.every((v) => v.engineVolume <= 125 && v.category === 'moto')).toBe(true);
  });

  it('accepts repeated parameters as a list', async () => {
    const a = await list('holdingId=1&mark=kia&mark=bmw&perPage=1');
    const b = await list('holdingId=1&mark=kia,bmw&perPage=1');
    expect(a.meta.page.total).toBe(b.meta.page.total);
  });

  it('sorts and pages without overlap', async () => {
    const asc = await list('holdingId=2&category=cars&sort=price-asc&perPage=50');
    const prices = asc.items.map((v) => v.disprice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = await list('holdingId=2&category=cars&sort=price-desc&perPage=50');
    expect(desc.items[0]?.disprice).toBeGreaterThanOrEqual(desc.items[1]?.disprice ?? 0);
    const years = (await list('holdingId=2&sort=year-desc&perPage=50')).items.map((v) => v.year);
    expect(years).toEqual([...years].sort((x, y) => y - x));
    const miles = (await list('holdingId=2&condition=used&sort=mileage-asc&perPage=50')).items.map(
      (v) => v.mileage,
    );
    expect(miles).toEqual([...miles].sort((x, y) => x - y));
    const one = await list('holdingId=2&category=cars&sort=price-asc&perPage=25&page=1');
    const two = await list('holdingId=2&category=cars&sort=price-asc&perPage=25&page=2');
    expect(two.items.map((v) => v.id)).toEqual(asc.items.slice(25).map((v) => v.id));
    expect(one.items.some((v) => two.items.some((w) => w.id === v.id))).toBe(false);
    const past = await list(`holdingId=2&perPage=100&page=${one.meta.page.totalPages + 10}`);
    expect(past.items).toEqual([]);
    expect(past.meta.page.total).toBeGreaterThan(0);
  });

  it("puts the visitor's city first without narrowing the list (the card's similar vehicles)", async () => {
    // A mark whose used cars fit one page and are sold in both cities.
    const marks = (await list('holdingId=1&category=cars&condition=used&perPage=1')).facets?.values
      .mark;
    let base = '';
    let all: CatalogListResponse | null = null;
    for (const mark of (marks ?? []).filter((m) => m.count >= 4 && m.count <= 100)) {
      base = `holdingId=1&category=cars&condition=used&mark=${mark.value}&sort=price-asc`;
      all = await list(`${base}&perPage=100`);
      if (new Set(all.items.map((v) => v.city)).size === 2) break;
    }
    if (!all) throw new Error('no mark sold in both cities');
    for (const city of ['msk', 'spb'] as const) {
      const near = await list(`${base}&perPage=100&near=${city}`);
      expect(near.meta.page.total).toBe(all.meta.page.total);
      const own = all.items.filter((v) => v.city === city);
      const rest = all.items.filter((v) => v.city !== city);
      expect(own.length).toBeGreaterThan(0);
      expect(rest.length).toBeGreaterThan(0);
      // The city's vehicles, then the others, each part still cheapest first.
      expect(near.items.map((v) => v.id)).toEqual([...own, ...rest].map((v) => v.id));
      // Paging walks the same order.
      const second = await list(`${base}&perPage=2&page=2&near=${city}`);
      expect(second.items.map((v) => v.id)).toEqual(near.items.slice(2, 4).map((v) => v.id));
    }
    expect((await get('/catalog?holdingId=1&near=kzn')).statusCode).toBe(400);
  });

  it('keeps the holdings apart', async () => {
    expect((await list('holdingId=2&category=jet-ski')).meta.page.total).toBe(0);
    expect((await list('holdingId=2&category=moto')).meta.page.total).toBe(0);
    expect((await list('holdingId=1&category=atv')).meta.page.total).toBe(0);
    expect((await list('holdingId=1&category=jet-ski')).meta.page.total).toBeGreaterThan(0);
    expect((await list('holdingId=2&category=atv')).meta.page.total).toBeGreaterThan(0);
    const dealersOf2 =
      (await list('holdingId=2&perPage=1')).facets?.values.dealer.map((d) => d.value) ?? [];
    expect(dealersOf2.every((code) => code.startsWith('siyanie-'))).toBe(true);
  });

  it('rejects bad input with 400 and Russian messages', async () => {
    for (const query of [
      'holdingId=3',
      'holdingId=1&category=boats',
      'holdingId=1&perPage=1000',
      'holdingId=1&page=0',
      'holdingId=1&priceTo=-5',
      'holdingId=1&sort=cheap',
      'holdingId=1&mark=BMW!',
      'holdingId=1&facets=maybe',
    ]) {
      const res = await get(`/catalog?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.code).toBe(3);
      expect(body.details.length).toBeGreaterThan(0);
      expect(body.details[0].message).toMatch(/[а-яё]/i);
    }
  });

  it('answers 404 for a value the catalogue does not know, 200 for a known one without stock', async () => {
    const { facets } = await list('holdingId=1&perPage=1');
    const dealerOf1 = facets?.values.dealer[0]?.value ?? '';
    const markOf1 = facets?.values.mark[0]?.value ?? '';
    for (const query of [
      'mark=zvonite-8-900-123-45-67-skidka-50',
      `mark=${markOf1}&model=zvonite`,
      `mark=${markOf1},zvonite`,
      'bodyType=zvonite',
      'colorGroup=purple',
      'motoClass=zvonite',
      'commercialType=zvonite',
      'year=2099',
      'dealer=zvonite',
    ]) {
      const res = await get(`/catalog?holdingId=1&${query}`);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ code: 5, message: expect.stringMatching(/[а-яё]/i) });
    }
    // A dealer of the other holding is unknown here; a real combination without stock is empty.
    expect((await get(`/catalog?holdingId=2&dealer=${dealerOf1}`)).statusCode).toBe(404);
    expect((await list(`holdingId=1&mark=${markOf1}&priceTo=1`)).meta.page.total).toBe(0);
    expect((await list('holdingId=2&category=jet-ski&bodyType=sport')).meta.page.total).toBe(0);
  });

  it('knows every value its stock carries', async () => {
    for (const holdingId of [1, 2]) {
      const { facets } = await list(
        `holdingId=${holdingId}&perPage=1&status=in-stock,in-transit,reserved,sold,on-sale-soon`,
      );
      for (const key of LIST_KEYS) {
        const values = facets?.values[key as FacetKey]?.map((v) => v.value) ?? [];
        for (const value of values)
          expect(inClosedVocabulary(key, value), `${key}=${value}`).toBe(true);
      }
    }
  });

  it('answers without facets when asked', async () => {
    expect((await list('holdingId=1&facets=false')).facets).toBeNull();
  });
});

describe(`GET /v1/catalog answers from the stock as it changes, on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  it('serves a repeat from the response cache and sees a sold vehicle within seconds', async () => {
    const url = '/v1/catalog?holdingId=2&category=atv&perPage=100';
    const first = await t.app.inject(url);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await t.app.inject(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const id: number = first.json().items[0].id;
    await t.client.db
      .update(vehicles)
      .set({ status: 'sold', updatedAt: new Date() })
      .where(eq(vehicles.id, id));
    let after = first.json();
    for (
      let attempt = 0;
      attempt < 40 && after.meta.page.total === first.json().meta.page.total;
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = (await t.app.inject(url)).json();
    }
    expect(after.meta.page.total).toBe(first.json().meta.page.total - 1);
    expect(after.items.map((v: { id: number }) => v.id)).not.toContain(id);
  });

  it("serves a repeated vehicle page from the response cache and sees the vehicle's sale", async () => {
    const { items } = (await t.app.inject('/v1/catalog?holdingId=1&perPage=1')).json();
    const url = `/v1/catalog/${items[0].id}?holdingId=1`;
    const first = await t.app.inject(url);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await t.app.inject(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(first.json().status).not.toBe('sold');
    await t.client.db
      .update(vehicles)
      .set({ status: 'sold', updatedAt: new Date() })
      .where(eq(vehicles.id, items[0].id));
    let after = first.json();
    for (let attempt = 0; attempt < 40 && after.status !== 'sold'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = (await t.app.inject(url)).json();
    }
    expect(after.status).toBe('sold');
  });
});
