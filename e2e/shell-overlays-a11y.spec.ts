import { expect, test } from '@playwright/test';
import { routeByName } from '@dealer/domain';
import { diagonal, siteUrl } from './support/site.ts';
import { hydrated } from './shell-overlays-support.ts';
import { seriousIssues } from './support/axe.ts';

// axe-core finds no serious or critical issue on the home and error pages;
// the error page follows SPEC 2.17.

// axe needs a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('home page: no serious or critical axe issue, also with the city panel open', async ({
      page,
    }) => {
      await page.goto(siteUrl(holding, '/'));
      await hydrated(page);
      expect(await seriousIssues(page)).toEqual([]);
      await page.goto(siteUrl(holding, '/?send_feedback=y'));
      await hydrated(page);
      await expect(page.getByRole('dialog', { name: 'Обратная связь' })).toBeVisible({
        timeout: 10_000,
      });
      expect(await seriousIssues(page)).toEqual([]);
    });

    test('404 page: SPEC text, «Перейти в каталог» to /cars/ once that page is built, no serious axe issue', async ({
      page,
    }) => {
      const response = await page.goto(siteUrl(holding, '/no-such-page/'));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Страница не найдена');
      await expect(
        page.getByText(
          'Возможно, страница была перемещена, или вы неверно указали адрес страницы.',
        ),
      ).toBeVisible();
      const catalog = page.getByRole('link', { name: 'Перейти в каталог' });
      if (routeByName('cars')?.module) await expect(catalog).toHaveAttribute('href', '/cars/');
      else await expect(catalog).toHaveCount(0);
      expect(await seriousIssues(page)).toEqual([]);
      // The skip link is the first Tab and lands on the page even without the site frame.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
    });

    test("the 404 page is styled by the server's HTML alone (its code loads later; nothing shifts)", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(holding, '/no-such-page/'));
      const main = page.getByRole('main');
      await expect(main).toHaveCSS('text-align', 'center');
      await expect(main.getByRole('link', { name: 'Перейти в каталог' })).toHaveCSS(
        'display',
        'inline-block',
      );
      await context.close();
    });

    test('a 404 from the navigation chain keeps the holding of the host', async ({ page }) => {
      // /About/ fails the uppercase rule inside the root middleware, before any loader runs.
      await page.goto(siteUrl(holding, '/About/'));
      await expect(page.locator('html')).toHaveAttribute('data-holding', String(holding));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Страница не найдена');
    });
  });
}

test('410 (a sold vehicle) keeps header, menu and footer around the error text (SPEC 2.17)', async ({
  page,
  request,
}) => {
  // The seed sells some vehicles: find one whose card answers 410.
  let gone: string | undefined;
  test.setTimeout(120_000);
  for (let id = 1; id <= 400 && !gone; id += 1) {
    const answer = await request.get(siteUrl(1, `/catalog/${id}/`), { maxRedirects: 0 });
    if (answer.status() === 410) gone = `/catalog/${id}/`;
  }
  // Until the catalogue seed lands there is nothing sold to show; the test then waits for it.
  test.skip(!gone, 'no sold vehicle in the seeded catalogue yet');
  const response = await page.goto(siteUrl(1, gone!));
  expect(response?.status()).toBe(410);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Произошла непредвиденная ошибка',
  );
  await expect(page.getByText('410')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 10_000 });
  expect(await seriousIssues(page)).toEqual([]);
});
