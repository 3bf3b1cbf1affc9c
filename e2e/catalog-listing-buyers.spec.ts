import { expect, test } from '@playwright/test';
import { catalog, filterForm, isPhone, openListing } from './catalog-listing-support.ts';
import { diagonal, siteUrl } from './support/site.ts';

// Issue 29: the listing as buyers shop: make, model, price, year and mileage first, the count where
// the results start, a monthly payment on every tile, sums with their digits grouped.
test.describe.configure({ timeout: 90_000 });

const digits = (text: string) => Number(text.replace(/\D/g, ''));

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('the groups buyers start with come first, and the count stands above the results', async ({
      page,
      request,
    }) => {
      // A mark chosen, so its models have a group too.
      const { facets } = await catalog(request, holding, { category: 'cars', condition: 'used' });
      const mark = [...(facets.values['mark'] ?? [])].sort((a, b) => b.count - a.count)[0];
      await openListing(page, holding, `/cars/used/${mark?.value ?? ''}/`);
      const form = await filterForm(page);
      const legends = await form.locator('fieldset > legend').allInnerTexts();
      expect(legends.slice(0, 5)).toEqual([
        'Марка',
        'Модель',
        'Цена, ₽',
        'Год выпуска',
        'Пробег, км',
      ]);
      if (isPhone(page)) await page.keyboard.press('Escape');
      // The count is the first thing of the results, above the first tile.
      const count = page.getByTestId('found');
      await expect(count).toHaveText(/^\d[\d\s]* предлож/);
      const results = page.getByRole('region', { name: 'Результаты' });
      await expect(results.getByTestId('found')).toBeVisible();
      const countBox = await count.boundingBox();
      const tileBox = await results.locator('article').first().boundingBox();
      expect(countBox && tileBox && countBox.y + countBox.height <= tileBox.y).toBe(true);
    });

    test("a tile's monthly payment is the credit calculator's for that price", async ({ page }) => {
      await openListing(page, holding, '/cars/new/');
      const tile = page.locator('main article').first();
      const monthly = tile.getByText(/^В кредит от /);
      await expect(monthly).toContainText(/₽\/мес/);
      // What it assumes, in the calculator's words.
      await expect(monthly).toContainText(
        'первоначальный взнос 20\u00a0%, срок 60\u00a0мес., ставка 14,9\u00a0% годовых',
      );
      const onTile = digits((await monthly.innerText()).split('₽')[0] ?? '');
      expect(onTile).toBeGreaterThan(0);
      await tile.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/catalog\/\d+\/$/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page
        .getByRole('complementary', { name: 'Цена и продавец' })
        .getByRole('link', { name: 'Купить в кредит' })
        .click();
      const dialog = page.getByRole('dialog');
      const estimate = dialog.getByText(/^Ежемесячный платёж: от /);
      await expect(estimate).toBeVisible({ timeout: 15_000 });
      expect(digits(await estimate.innerText())).toBe(onTile);
      // The calculator's sums and rate as people write them.
      await expect(dialog.getByLabel('Первоначальный взнос, ₽')).toHaveValue(/^\d{1,3}(\s\d{3})+$/);
      await expect(dialog.getByLabel('Ставка, % годовых')).toHaveValue('14,9');
    });

    test('a sum shows its digits grouped while typed, and the URL gets plain digits', async ({
      page,
    }) => {
      await openListing(page, holding, '/cars/used/');
      const form = await filterForm(page);
      const to = form.getByRole('group', { name: 'Цена, ₽' }).getByLabel('до');
      await to.click();
      await to.pressSequentially('2000000');
      await expect(to).toHaveValue('2\u00a0000\u00a0000');
      // The count of that state first: the panel it brings is drawn anew.
      await expect(form.getByRole('button', { name: /^Показать \d/ })).toBeVisible({
        timeout: 15_000,
      });
      const mileage = form.getByRole('group', { name: 'Пробег, км' }).getByLabel('до');
      await mileage.click();
      await mileage.pressSequentially('150000');
      await expect(mileage).toHaveValue('150\u00a0000');
      // The count before applying, on a shared machine's API: allow it a while.
      await expect(form.getByRole('button', { name: /^Показать \d/ })).toBeVisible({
        timeout: 15_000,
      });
      await form.getByRole('button', { name: /^Показать/ }).click();
      await expect(page).toHaveURL(/\/cars\/used\/\?priceTo=2000000&mileageTo=150000$/);
      // The applied values come back grouped in the fields.
      const again = await filterForm(page);
      await expect(again.getByRole('group', { name: 'Цена, ₽' }).getByLabel('до')).toHaveValue(
        '2\u00a0000\u00a0000',
      );
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const holding of [1, 2] as const) {
    test(
      `holding ${holding}: a grouped sum posts and lands on the plain canonical URL`,
      diagonal(holding),
      async ({ page }) => {
        await page.goto(siteUrl(holding, '/cars/used/#filters'));
        const form = page.getByRole('form', { name: 'Фильтры' });
        await form.getByRole('group', { name: 'Цена, ₽' }).getByLabel('до').fill('1 500 000');
        await form.getByRole('button', { name: /^Показать/ }).click();
        await expect(page).toHaveURL(/\/cars\/used\/\?priceTo=1500000$/);
        await expect(
          page.getByRole('link', { name: /^Убрать фильтр: Цена до 1\s500\s000/ }),
        ).toBeVisible();
        // The applied value is written grouped (the phone's panel opens by its fragment).
        await page.goto(`${page.url()}#filters`);
        await expect(form.getByRole('group', { name: 'Цена, ₽' }).getByLabel('до')).toHaveValue(
          '1\u00a0500\u00a0000',
        );
      },
    );
  }
});
