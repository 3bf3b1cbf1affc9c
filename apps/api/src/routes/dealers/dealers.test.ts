import type { Dealer } from '@dealer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`/v1/dealers on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('lists the dealers of a holding in both cities, with coordinates and call-tracking ids', async () => {
    const items: Dealer[] = (await get('/dealers?holdingId=1')).json().items;
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((d) => d.city.code))).toEqual(new Set(['msk', 'spb']));
    for (const d of items) {
      expect(d.code.startsWith('vektor-')).toBe(true);
      expect(d.lat).toBeGreaterThan(55);
      expect(d.calltouchWidget1Id).toMatch(/^\d+$/);
      expect(d.phone).toMatch(/^\+7 \((495|812)\) 000-/);
    }
    const spb: Dealer[] = (await get('/dealers?holdingId=2&city=spb')).json().items;
    expect(spb.every((d) => d.city.code === 'spb')).toBe(true);
  });

  it('narrows /dealers/short by department and make, answering the list as dealer', async () => {
    const kia: Dealer[] = (await get('/dealers/short?holdingId=1&markCode=kia')).json().dealer;
    expect(kia.length).toBeGreaterThan(0);
    expect(kia.every((d) => d.brands.some((b) => b.code === 'kia') || d.brands.length === 0)).toBe(
      true,
    );
    const service: Dealer[] = (await get('/dealers/short?holdingId=2&department=service')).json()
      .dealer;
    expect(service.every((d) => d.departments.some((dep) => dep.code === 'service'))).toBe(true);
    const names = service.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    const none = (await get('/dealers/short?holdingId=2&markCode=tesla')).json().dealer as Dealer[];
    expect(none.every((d) => d.brands.length === 0)).toBe(true);
    const only = (
      await get('/dealers/short?holdingId=1&dealerCode=vektor-moto-spb,vektor-probeg-spb')
    ).json().dealer;
    expect(only).toHaveLength(2);
  });

  it('answers one dealer with departments, advisers, rating and stock', async () => {
    const res = await get('/dealers/msk/vektor-kia-varshavka?holdingId=1');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.departments.length).toBeGreaterThanOrEqual(5);
    expect(d.advisers.length).toBeGreaterThan(0);
    expect(d.rating.count).toBeGreaterThan(0);
    expect(d.vehicleCount).toBeGreaterThan(0);
    const adviser = d.advisers[0];
    const one = await get(`/dealers/msk/vektor-kia-varshavka/advisers/${adviser.code}?holdingId=1`);
    expect(one.json()).toEqual(adviser);
  });

  it('answers 404 for an unknown dealer, a dealer of the other holding or another city', async () => {
    for (const url of [
      '/dealers/msk/nope?holdingId=1',
      '/dealers/msk/vektor-kia-varshavka?holdingId=2',
      '/dealers/spb/vektor-kia-varshavka?holdingId=1',
      '/dealers/msk/vektor-kia-varshavka/advisers/nobody?holdingId=1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(5);
    }
    expect((await get('/dealers/kzn/vektor-kia-varshavka?holdingId=1')).statusCode).toBe(400);
  });

  it('answers the filter of the dealer list and the advisers of a city', async () => {
    const filter = (await get('/dealers/get/filter?holdingId=2')).json();
    expect(filter.cities.map((c: { code: string }) => c.code).sort()).toEqual(['msk', 'spb']);
    expect(filter.brands.some((b: { code: string }) => b.code === 'stels')).toBe(true);
    expect(filter.departments.some((b: { code: string }) => b.code === 'service')).toBe(true);
    const advisers = (await get('/dealers/advisers?holdingId=1&city=spb')).json().items;
    expect(advisers.length).toBeGreaterThan(10);
    expect(advisers.every((a: { dealer: { city: string } }) => a.dealer.city === 'spb')).toBe(true);
  });

  it('answers the other dealers of the holding for a dealer page, by city and make', async () => {
    const all: Dealer[] = (await get('/dealers?holdingId=1')).json().items;
    const res = await get('/dealers/other/vektor-kia-varshavka?holdingId=1');
    expect(res.statusCode).toBe(200);
    const others: Dealer[] = res.json().items;
    expect(others.map((d) => d.code)).toEqual(
      all.map((d) => d.code).filter((code) => code !== 'vektor-kia-varshavka'),
    );
    const spb: Dealer[] = (
      await get('/dealers/other/vektor-kia-varshavka?holdingId=1&city=spb')
    ).json().items;
    expect(spb.length).toBeGreaterThan(0);
    expect(spb.every((d) => d.city.code === 'spb')).toBe(true);
    const kia: Dealer[] = (
      await get('/dealers/other/vektor-kia-varshavka?holdingId=1&markCode=kia')
    ).json().items;
    expect(kia.every((d) => d.code !== 'vektor-kia-varshavka')).toBe(true);
    expect(kia.every((d) => d.brands.some((b) => b.code === 'kia') || d.brands.length === 0)).toBe(
      true,
    );
    for (const url of [
      '/dealers/other/nope?holdingId=1',
      '/dealers/other/vektor-kia-varshavka?holdingId=2',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ code: 5, message: 'Дилерский центр не найден' });
    }
    const bad = await get('/dealers/other/vektor-kia-varshavka?holdingId=1&city=kzn');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe('Город: msk или spb');
  });
});
