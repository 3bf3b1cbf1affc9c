import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`/v1/reviews on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('pages the reviews of a holding with the rating summary', async () => {
    const all = (await get('/reviews?holdingId=2&perPage=5')).json();
    expect(all.items).toHaveLength(5);
    expect(all.summary.count).toBe(all.meta.page.total);
    expect(all.summary.average).toBeGreaterThan(3);
    expect(
      all.items.every((r: { dealer: { code: string } }) => r.dealer.code.startsWith('siyanie-')),
    ).toBe(true);
    const fives = (await get('/reviews?holdingId=2&rating=5&perPage=100')).json();
    expect(fives.items.every((r: { rating: number }) => r.rating === 5)).toBe(true);
  });

  it('answers the reviews of a dealer and of one of its employees', async () => {
    const dealer = (await get('/reviews/vektor-bmw-rublevka?holdingId=1&perPage=100')).json();
    expect(dealer.dealer.code).toBe('vektor-bmw-rublevka');
    expect(dealer.items.length).toBeGreaterThanOrEqual(8);
    const about = dealer.items.find((r: { employee: unknown }) => r.employee);
    expect(about).toBeDefined();
    const employee = (
      await get(`/reviews/vektor-bmw-rublevka/${about.employee.code}?holdingId=1`)
    ).json();
    expect(employee.employee.code).toBe(about.employee.code);
    expect(
      employee.items.every(
        (r: { employee: { code: string } }) => r.employee.code === about.employee.code,
      ),
    ).toBe(true);
  });

  it('answers 404 for unknown dealers and employees and 400 for a bad rating', async () => {
    expect((await get('/reviews/nope?holdingId=1')).statusCode).toBe(404);
    expect((await get('/reviews/vektor-bmw-rublevka?holdingId=2')).statusCode).toBe(404);
    expect((await get('/reviews/vektor-bmw-rublevka/nobody?holdingId=1')).statusCode).toBe(404);
    expect((await get('/reviews?holdingId=1&rating=6')).statusCode).toBe(400);
  });
});
