import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { queryRows, testDbLabel } from '../../../test/test-db.ts';
import { CATALOG_CASES } from '../../../../../bench/api-catalog.ts';

// The production serialiser must answer exactly what the zod one (used by every other test) does.
describe(`fast response serialiser against the zod one on ${testDbLabel}`, () => {
  let zod: SeededApp;
  let fast: SeededApp;
  let urls: string[];
  beforeAll(async () => {
    zod = await buildCatalogueTestApp({ serializer: 'zod' });
    fast = await buildCatalogueTestApp({ serializer: 'fast' });
    const [vehicle] = await queryRows<{ id: number }>(
      zod.client,
      "select id from vehicles where holding_id = 1 and status <> 'sold' order by id limit 1",
    );
    const [bill] = await queryRows<{ code: string }>(
      zod.client,
      "select code from bills where holding_id = 1 and status = 'paid' order by id limit 1",
    );
    const [publication] = await queryRows<{ kind: string; slug: string }>(
      zod.client,
      "select kind, slug from publications where holding_id = 1 and kind = 'news' order by id limit 1",
    );
    urls = [
      ...CATALOG_CASES.map((c) => `/catalog?${c.query}`),
      '/catalog?holdingId=1&category=cars&facets=false&perPage=100',
      `/catalog/${vehicle!.id}?holdingId=1`,
      `/catalog/short?holdingId=1&id=${vehicle!.id}`,
      `/catalog/short/detail/${vehicle!.id}?holdingId=1`,
      '/catalog/get/ext/filter?holdingId=2&category=atv',
      '/catalog/get/mini/filter?holdingId=1',
      '/catalog/newmodels?holdingId=1',
      '/autoblock?holdingId=1&mark=kia',
      '/brands?holdingId=1',
      '/brands/kia?holdingId=1',
      '/brands/video?holdingId=1',
      '/dealers?holdingId=1',
      '/dealers/msk/vektor-kia-varshavka?holdingId=1',
      '/dealers/other/vektor-kia-varshavka?holdingId=1',
      '/reviews?holdingId=2',
      `/${publication!.kind}/${publication!.slug}?holdingId=1`,
      '/media?holdingId=1',
      '/faq?holdingId=1',
      '/awards?holdingId=1',
      `/pay/${bill!.code}?holdingId=1`,
      '/store/categories?holdingId=1',
      '/catalog/999999999?holdingId=1',
      '/catalog?holdingId=3',
    ];
  }, 600_000);
  afterAll(async () => {
    await zod?.close();
    await fast?.close();
  });

  it('writes the same answers, status and body, for calls across the API', async () => {
    for (const url of urls) {
      const [a, b] = await Promise.all([zod.app.inject(`/v1${url}`), fast.app.inject(`/v1${url}`)]);
      expect(b.statusCode, url).toBe(a.statusCode);
      expect(b.json(), url).toEqual(a.json());
    }
  });

  it('drops fields the contract does not declare, as zod does', async () => {
    // /media lists its items with the video address, which the card schema leaves out.
    const [a, b] = await Promise.all([
      zod.app.inject('/v1/media?holdingId=1&perPage=100'),
      fast.app.inject('/v1/media?holdingId=1&perPage=100'),
    ]);
    expect(a.json().items.some((i: object) => 'videoUrl' in i)).toBe(false);
    expect(b.json().items.some((i: object) => 'videoUrl' in i)).toBe(false);
  });
});
