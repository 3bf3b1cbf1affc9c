import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { open, vehicle } from './catalog-card-support.ts';
import { diagonal, siteUrl } from './support/site.ts';

// Issue 29: the card on a phone: the price in the first screen, the call and the request in a bar
// at the foot of the screen while the card scrolls; on a wide screen the aside holds them.
test.describe.configure({ timeout: 90_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;
const bar = (page: Page) => page.locator('[data-bottom-bar]');

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('the price is in the first screen; on a phone the call and request bar stays at the foot', async ({
      page,
      request,
    }) => {
      const car = await vehicle(request, holding, { condition: 'used' });
      await open(page, holding, `/catalog/${car.id}/`);
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      const price = page.getByTestId('price');
      const box = await price.boundingBox();
      expect(box && box.y + box.height <= viewport.height).toBe(true);
      if (!isPhone(page)) {
        await expect(bar(page)).toBeHidden();
        return;
      }
      // The bar: 64 px at the very bottom, there at the top, in the middle and at the end.
      for (const at of [0, 0.5, 1]) {
        await page.evaluate(
          (share) =>
            window.scrollTo({
              top: (document.documentElement.scrollHeight - innerHeight) * share,
              behavior: 'instant',
            }),
          at,
        );
        await expect(bar(page)).toBeVisible();
        const barBox = await bar(page).boundingBox();
        expect(barBox?.height).toBe(64);
        expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(viewport.height);
      }
      // At the end of the page the footer's last line sits above the bar.
      const footerEnd = await page
        .getByRole('contentinfo')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerEnd).toBeLessThanOrEqual(viewport.height - 64 + 1);
      // The call is the dealer's phone; the request opens the request form.
      await expect(bar(page).getByRole('link', { name: 'Позвонить' })).toHaveAttribute(
        'href',
        `tel:${car.dealer.phone.replace(/[^\d+]/g, '')}`,
      );
      // The request is the form's section of the card, in view.
      await bar(page).getByRole('link', { name: 'Оставить заявку' }).click();
      await expect(page).toHaveURL(/\?form=stock#lead-form$/);
      const form = page.getByRole('region', { name: 'Запрос автомобиля' });
      await expect(form).toBeInViewport();
      await expect(form.getByLabel('Телефон')).toBeVisible();
      // The price-tag view of the same vehicle has no calls to action, and no bar.
      await open(page, holding, `/price-tags/${car.id}/`);
      await expect(page.getByTestId('price')).toBeVisible();
      await expect(bar(page)).toBeHidden();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'holding 2: the bar calls and leads to the request form on the page',
    diagonal(2),
    async ({ page, request }) => {
      const car = await vehicle(request, 2);
      await page.goto(siteUrl(2, `/catalog/${car.id}/`));
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole('link', { name: 'Позвонить' })).toHaveAttribute(
        'href',
        /^tel:\+7\d{10}$/,
      );
      await bar(page).getByRole('link', { name: 'Оставить заявку' }).click();
      await expect(page).toHaveURL(/\?form=stock#lead-form$/);
      await expect(page.getByRole('heading', { name: 'Запрос автомобиля' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Телефон/ })).toBeVisible();
    },
  );
});
