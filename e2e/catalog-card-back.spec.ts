import { expect, test } from '@playwright/test';
import { diagonal, siteUrl } from './support/site.ts';
import { open, vehicles } from './catalog-card-support.ts';

// SPEC 2.2: the listing keeps its scroll position on the way back from a card; the 360° view.
test.describe.configure({ timeout: 90_000 });

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('scroll a listing, open a card, go back: the position is restored', async ({ page }) => {
      await open(page, holding, '/cars/');
      const cards = page.locator('main a[href^="/catalog/"]');
      await expect(cards.first()).toBeVisible();
      const target = cards.nth(Math.min(10, (await cards.count()) - 1));
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: -50, behavior: 'instant' }));
      const y = await page.evaluate(() => Math.round(window.scrollY));
      expect(y).toBeGreaterThan(300);
      await page.waitForTimeout(100); // the scroll manager records the position on the next frame
      await target.click();
      await expect(page).toHaveURL(/\/catalog\/\d+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(siteUrl(holding, '/cars/'));
      // scrollY may be fractional at some zooms: one pixel of rounding is the same position.
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - y))
        .toBeLessThanOrEqual(1);
    });

    test('a vehicle with a panorama turns in the 360° view by the slider and its keys', async ({
      page,
      request,
    }) => {
      const [v] = (
        await vehicles(
          request,
          holding,
          { category: 'cars', condition: 'new', status: 'in-stock' },
          40,
        )
      ).filter((x) => x.panorama && x.panorama.exterior.length > 1 && x.photos.length > 1);
      test.skip(!v, 'no vehicle with a panorama');
      if (!v?.panorama) return;
      await open(page, holding, `/catalog/${v.id}/`);
      await page.getByRole('button', { name: '360°' }).click();
      const slider = page.getByRole('slider', { name: 'Повернуть автомобиль' });
      await expect(slider).toHaveAttribute(
        'aria-valuetext',
        `Ракурс 1 из ${v.panorama.exterior.length}`,
      );
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute(
        'aria-valuetext',
        `Ракурс 2 из ${v.panorama.exterior.length}`,
      );
      await expect(
        page.getByRole('img', { name: new RegExp(`ракурс 2 из ${v.panorama.exterior.length}`) }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Фото' }).click();
      const gallery = page.getByRole('region', { name: /^Фотографии:/ });
      await expect(gallery).toBeVisible();
      // The strip the browser drew itself (the gallery is a static part) follows a swipe too.
      await gallery
        .locator('ul')
        .evaluate((strip) => strip.scrollTo({ left: strip.clientWidth, behavior: 'instant' }));
      await expect(gallery.getByText(`2 / ${v.photos.length}`)).toBeVisible();
    });
  });
}
