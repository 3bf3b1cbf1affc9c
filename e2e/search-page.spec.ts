import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { open } from './catalog-card-support.ts';
import { diagonal, hostHeader, HTTP_ONLY, siteUrl } from './support/site.ts';

// Issue 29: the search box's results as a page of their own (/search/?q=…): Enter opens it, its
// address reloads to the same results, pages are links, a corrected layout is said, and without
// JavaScript the box is a GET form to it.
test.describe.configure({ timeout: 90_000 });
const FIRST = { timeout: 20_000 };

const resultTitles = (page: Page) =>
  page.getByRole('main').locator('li').getByRole('link').allInnerTexts();

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('Enter in the search box opens the results page; its address reloads to the same results', async ({
      page,
    }) => {
      await open(page, holding, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
      const dialog = page.getByRole('dialog', { name: 'Поиск' });
      await dialog.getByRole('searchbox').fill('kia');
      await dialog.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=kia$/);
      await expect(dialog).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible();
      await expect(main.getByRole('searchbox')).toHaveValue('kia');
      await expect(main.getByRole('link', { name: /^Каталог \d+$/ })).toHaveAttribute(
        'aria-current',
        'page',
        FIRST,
      );
      const titles = await resultTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toMatch(/^Kia /);
      // Each vehicle says new or used and its year (and mileage when used).
      const facts = await main.locator('li').first().innerText();
      expect(facts).toMatch(/Новый · \d{4}\sг\.|С пробегом · \d{4}\sг\. · \d[\d\s]*\sкм/);
      await page.reload();
      expect(await resultTitles(page)).toEqual(titles);
      await expect(page).toHaveTitle(/^Поиск: kia/);
    });

    test('pages are links with their own address; a corrected layout is said', async ({ page }) => {
      // «колодки» typed in the Latin layout: the parts tab, several pages.
      await open(page, holding, '/search/?q=rjkjlrb');
      const main = page.getByRole('main');
      await expect(main.getByText('Исправлена раскладка: колодки')).toBeVisible();
      await expect(main.getByRole('link', { name: /^Запчасти \d+$/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Parts have no page of their own yet: their cards are read whole.
      const cards = () => main.locator('li').allInnerTexts();
      const first = await cards();
      const paging = main.getByRole('navigation', { name: 'Страницы результатов' });
      await expect(paging).toContainText(/1 из \d+/);
      await paging.getByRole('link', { name: 'Далее' }).click();
      await expect(page).toHaveURL(/\/search\/\?q=rjkjlrb&tab=parts&page=2$/);
      await expect(paging).toContainText(/2 из \d+/);
      const second = await cards();
      expect(second.length).toBeGreaterThan(0);
      expect(second).not.toEqual(first);
      await paging.getByRole('link', { name: 'Назад' }).click();
      await expect(page).toHaveURL(/\/search\/\?q=rjkjlrb&tab=parts$/);
      // A plain query says nothing of the layout; nothing found shows the empty texts.
      await page.goto(siteUrl(holding, '/search/?q=абракадабра'));
      await expect(main.getByText('По вашему запросу ничего не найдено')).toBeVisible();
      await expect(main.getByText(/Исправлена раскладка/)).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const holding of [1, 2] as const) {
    test(
      `holding ${holding}: the header's search leads to the page, whose box is a GET form`,
      diagonal(holding),
      async ({ page }) => {
        await page.goto(siteUrl(holding, '/'));
        await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
        await expect(page).toHaveURL(/\/search\/$/);
        const box = page.getByRole('main').getByRole('searchbox');
        await box.fill('toyota');
        await page.getByRole('main').getByRole('button', { name: 'Найти' }).click();
        await expect(page).toHaveURL(/\/search\/\?q=toyota$/);
        const titles = await resultTitles(page);
        expect(titles.length).toBeGreaterThan(0);
        for (const title of titles) expect(title).toMatch(/^Toyota /);
      },
    );
  }
});

test('the results page: noindex, a bad page number is a 404', HTTP_ONLY, async ({ request }) => {
  const get = (path: string) => request.get(siteUrl(1, path), { headers: hostHeader(1) });
  const page = await get('/search/?q=kia');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<meta name="robots" content="noindex, follow"/>');
  expect((await get('/search/?q=kia&page=x')).status()).toBe(404);
  expect((await get('/search/?q=kia&tab=vehicles&page=999')).status()).toBe(404);
});
