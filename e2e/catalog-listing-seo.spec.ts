import { expect, test } from '@playwright/test';
import { presetH1 } from '@dealer/domain';
import { hostHeader, HTTP_ONLY, siteUrl } from './support/site.ts';
import { presetPath, presetRows, tileCount } from './catalog-listing-support.ts';

// Every fixed SEO page of the route table renders its own vehicles, h1 and title.
test.describe.configure({ timeout: 120_000 });

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: every fixed SEO page returns results with its own title, description and h1`,
    HTTP_ONLY,
    async ({ request }) => {
      const titles = new Set<string>();
      const failures: string[] = [];
      for (const row of presetRows(holding)) {
        const path = await presetPath(request, holding, row);
        const answer = await request.get(siteUrl(1, path), {
          headers: hostHeader(holding),
          maxRedirects: 0,
        });
        const html = await answer.text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
        if (answer.status() !== 200) failures.push(`${path}: status ${answer.status()}`);
        else if (tileCount(html) === 0) failures.push(`${path}: no vehicles`);
        else if (!h1 || titles.has(title) || !description)
          failures.push(`${path}: h1 «${h1}», title «${title}», description «${description}»`);
        // Without SEO meta of its own the page shows the row's preset h1 (placeholders filled).
        if (row.preset && !row.path.includes(':') && h1 && h1 !== presetH1(row.preset))
          failures.push(`${path}: h1 «${h1}» is not the preset's`);
        titles.add(title);
      }
      expect(failures).toEqual([]);
    },
  );
}

test('the colour page links every colour page the stock has, each with its vehicles', async ({
  page,
}) => {
  await page.goto(siteUrl(1, '/seo-pages/cars/color/'));
  const links = page.getByRole('list', { name: 'Подборки' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  await links.first().click();
  await expect(page).toHaveURL(/\/cars\/white\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Белые автомобили');
  await expect(page.locator('main article').first()).toBeVisible();
});
