import type { CatalogListResponse } from '@dealer/contract';
import {
  catalogApiQuery,
  CITY_CODES,
  listingCategoryOf,
  parseListing,
  patternParamNames,
  ROUTES,
  type RouteRow,
} from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueTestApp, type SeededApp } from '../../../test/seeded-app.ts';
import { testDbLabel } from '../../../test/test-db.ts';

// Every fixed SEO page and every listing of the route table shows vehicles, in each holding and city it exists in.
describe(`listing pages of the route table on ${testDbLabel}`, () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await buildCatalogueTestApp();
  }, 600_000);
  afterAll(async () => t?.close());

  const list = async (
    holdingId: number,
    query: Record<string, string | number | readonly string[]>,
  ): Promise<CatalogListResponse> => {
    const search = new URLSearchParams({ holdingId: String(holdingId) });
    for (const [key, value] of Object.entries(query))
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    const res = await t.app.inject(`/v1/catalog?${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  // Path params (mark, model, year) take the most frequent value the facets offer for the rest of the page.
  async function resolve(
    row: RouteRow,
    holdingId: number,
    city: (typeof CITY_CODES)[number],
    fixed: Record<string, string>,
  ): Promise<{ params: Record<string, string>; total: number }> {
    const params: Record<string, string> = { ...fixed };
    for (const name of patternParamNames(row.path)) {
      if (params[name]) continue;
      const query = parseListing(
        row,
        { ...params, condition: params.condition },
        new URLSearchParams(),
      );
      const probe = query
        ? await list(holdingId, catalogApiQuery(query, { city, perPage: 1 }))
        : null;
      const facet =
        name === 'mark'
          ? probe?.facets?.values.mark
          : name === 'model'
            ? probe?.facets?.values.model.filter((m) => m.parent === params.mark)
            : name === 'year'
              ? probe?.facets?.values.year
              : name === 'condition'
                ? probe?.facets?.values.condition
                : undefined;
      const best = [...(facet ?? [])].sort((a, b) => b.count - a.count)[0];
      if (!best) return { params, total: 0 };
      params[name] = best.value;
    }
    const query = parseListing(row, params, new URLSearchParams());
    expect(query, `${row.path} ${JSON.stringify(params)}`).not.toBeNull();
    const answer = await list(
      holdingId,
      catalogApiQuery(query!, { city, perPage: 1, facets: false }),
    );
    return { params, total: answer.meta.page.total };
  }

  // Fixed SEO pages, and the plain listings down to the model (the filter slot takes any segment).
  const rows = ROUTES.filter(
    (row) => row.preset || (listingCategoryOf(row.path) && !row.path.includes(':filter')),
  );

  it('has rows to check', () => {
    expect(rows.length).toBeGreaterThan(60);
  });

  for (const row of rows) {
    for (const holdingId of row.holdings) {
      it(`${row.path} has vehicles on holding ${holdingId} in its cities, new and used`, async () => {
        const conditions = row.path.includes(':condition') ? ['new', 'used'] : [undefined];
        // A preset of named dealers (/cars-vnukovo) is a page of their city: elsewhere it is empty.
        const cities: readonly (typeof CITY_CODES)[number][] = row.preset?.dealer
          ? ['msk']
          : CITY_CODES;
        for (const city of cities) {
          for (const condition of conditions) {
            const { params, total } = await resolve(
              row,
              holdingId,
              city,
              condition ? { condition } : {},
            );
            expect(total, `${row.path} ${city} ${JSON.stringify(params)}`).toBeGreaterThan(0);
          }
        }
      });
    }
  }
});
