import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

describe(`site map sources and the added info pages on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => t.app.inject(`/v1${url}`);

  it('lists the holding’s vehicles on sale, listings, publications, and dealers', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(async (holdingId) => (await get(`/seo/sitemap?holdingId=${holdingId}`)).json()),
    );
    for (const sources of [one, two]) {
      expect(sources.vehicles.length).toBeGreaterThan(100);
      expect(new Set(sources.vehicles).size).toBe(sources.vehicles.length);
      expect(sources.listings.length).toBeGreaterThan(10);
      expect(sources.dealers.length).toBeGreaterThan(0);
      for (const kind of ['news', 'blog', 'actions', 'media'])
        expect(sources.publications.some((p: { kind: string }) => p.kind === kind)).toBe(true);
    }
    // Each holding lists only its own stock.
    const shared = one.vehicles.filter((id: number) => two.vehicles.includes(id));
    expect(shared).toEqual([]);
    // A vehicle listed is one the card endpoint answers.
    const card = await get(`/catalog/${one.vehicles[0]}?holdingId=1`);
    expect(card.statusCode).toBe(200);
  });

  it('refuses a bad holding with a Russian message', async () => {
    const bad = await get('/seo/sitemap?holdingId=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[А-Яа-я]/);
  });

  it('serves the short events page, the investor and English texts of the first holding', async () => {
    const mini = await get('/static/page/event-mini?holdingId=2');
    expect(mini.statusCode).toBe(200);
    for (const code of ['investors', 'investors-reytingi', 'en-history', 'en-compliance']) {
      expect((await get(`/static/page/${code}?holdingId=1`)).statusCode).toBe(200);
      expect((await get(`/static/page/${code}?holdingId=2`)).statusCode).toBe(404);
    }
  });
});
