import { expect, test } from '@playwright/test';
import { diagonal } from './support/site.ts';
import { openListing } from './catalog-listing-support.ts';
import { seriousIssues } from './support/axe.ts';

// axe-core finds no serious or critical issue on a listing (and its filter sheet).
test.describe.configure({ timeout: 90_000 });

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: a listing and a fixed SEO page have no serious or critical axe issue`,
    diagonal(holding),
    async ({ page }) => {
      await openListing(page, holding, '/cars/new/');
      expect(await seriousIssues(page)).toEqual([]);
      if ((page.viewportSize()?.width ?? 0) < 1024) {
        await page.getByRole('link', { name: /^Фильтры/ }).click();
        await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
        expect(await seriousIssues(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await openListing(page, holding, '/cars/used/price-do-700000/?sort=price-asc');
      expect(await seriousIssues(page)).toEqual([]);
    },
  );
}

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: a tile's badges never lie under its favourite and compare buttons`,
    diagonal(holding),
    async ({ page }) => {
      // Used cars carry two badges («Проверен», «Один владелец») on narrow tiles of the 3-column grid.
      await openListing(page, holding, '/cars/used/');
      const tiles = page.locator('article').filter({ has: page.locator('ul li') });
      const count = Math.min(await tiles.count(), 12);
      let compared = 0;
      for (let i = 0; i < count; i += 1) {
        const tile = tiles.nth(i);
        const toggles = await tile
          .getByRole('button', { name: /избранное|сравнени/i })
          .first()
          .boundingBox();
        const badges = await tile.locator('ul').first().boundingBox();
        if (!toggles || !badges) continue;
        expect(badges.x + badges.width, `tile ${i}`).toBeLessThanOrEqual(toggles.x);
        compared += 1;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );
}
