import { expect, test } from '@playwright/test';
import { CATEGORY_HOLDINGS, LISTING_CATEGORIES, listingH1 } from '@dealer/domain';
import { hostHeader, HTTP_ONLY, siteUrl } from './support/site.ts';
import { catalog, tileCount } from './catalog-listing-support.ts';

// Every listing type on the holdings that have it (SPEC 2.4, 6), 404 on the other.
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

for (const holding of [1, 2] as const) {
  for (const category of LISTING_CATEGORIES) {
    const exists = CATEGORY_HOLDINGS[category].includes(holding);
    test(
      `holding ${holding}: /${category}/ ${exists ? 'lists its vehicles, new and used' : 'is a 404'}`,
      HTTP_ONLY,
      async ({ request }) => {
        const get = (path: string) =>
          request.get(siteUrl(1, path), { headers: hostHeader(holding), maxRedirects: 0 });
        for (const condition of [undefined, 'new', 'used'] as const) {
          const path = condition ? `/${category}/${condition}/` : `/${category}/`;
          const answer = await get(path);
          if (!exists) {
            expect(answer.status(), path).toBe(404);
            continue;
          }
          expect(answer.status(), path).toBe(200);
          const html = await answer.text();
          expect(h1Of(html), path).toBe(listingH1(category, condition));
          expect(tileCount(html), path).toBeGreaterThan(0);
        }
        if (!exists) return;
        // A mark, its model and a filter segment of that stock, each a path segment of its own.
        const { facets } = await catalog(request, holding, { category, condition: 'new' });
        const model = facets.values['model']?.[0];
        const mark = model?.parent ?? '';
        const modelCode = model?.value ?? '';
        for (const path of [
          `/${category}/new/${mark}/`,
          `/${category}/new/${mark}/${modelCode}/`,
          `/${category}/?mark=${mark}&model=${modelCode}`,
        ]) {
          const answer = await get(path);
          expect(answer.status(), path).toBe(200);
          expect(tileCount(await answer.text()), path).toBeGreaterThan(0);
        }
        const year = facets.values['year']?.[0]?.value ?? '';
        const answer = await get(`/${category}/new/${mark}/${modelCode}/year-${year}/`);
        expect([200, 404]).toContain(answer.status());
      },
    );
  }

  test(
    `holding ${holding}: filter segments of SPEC 2.4 and a bad one`,
    HTTP_ONLY,
    async ({ request }) => {
      const get = (path: string) =>
        request.get(siteUrl(1, path), { headers: hostHeader(holding), maxRedirects: 0 });
      const { facets } = await catalog(request, holding, { category: 'cars', condition: 'used' });
      const segments: Record<string, string> = {
        bodytype: 'bodyType',
        colorgroup: 'colorGroup',
        country: 'country',
        drivetype: 'driveType',
        enginetype: 'engineType',
        geartype: 'gearType',
        numberofseats: 'numberOfSeats',
        year: 'year',
      };
      for (const [prefix, key] of Object.entries(segments)) {
        const value = facets.values[key]?.[0]?.value;
        expect(value, key).toBeTruthy();
        const path = `/cars/used/${prefix}-${value}/`;
        const answer = await get(path);
        expect(answer.status(), path).toBe(200);
        expect(tileCount(await answer.text()), path).toBeGreaterThan(0);
      }
      // The validate-filter guard and the listing schema: a bad filter segment is a 404.
      expect((await get('/cars/used/bmw/x5/colour-red/')).status()).toBe(404);
      expect((await get('/cars/used/year-1800/')).status()).toBe(404);
      expect((await get('/cars/used/?priceFrom=abc')).status()).toBe(404);
    },
  );

  test(
    `holding ${holding}: a listing URL that is not canonical redirects to the canonical one`,
    HTTP_ONLY,
    async ({ request }) => {
      const get = (path: string) =>
        request.get(siteUrl(1, path), { headers: hostHeader(holding), maxRedirects: 0 });
      const cases: [string, string][] = [
        ['/cars/?condition=new&bodyType=suv&page=1&sort=new-first', '/cars/new/bodytype-suv/'],
        ['/cars/new/?mark=kia&utm_source=mail', '/cars/new/kia/?utm_source=mail'],
        ['/cars/used/?priceTo=500000&priceFrom=', '/cars/used/?priceTo=500000'],
      ];
      for (const [from, to] of cases) {
        const answer = await get(from);
        expect(answer.status(), from).toBe(302);
        expect(answer.headers()['location'], from).toBe(to);
      }
    },
  );
}
