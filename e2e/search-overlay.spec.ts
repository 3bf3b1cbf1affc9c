import { expect, test } from '@playwright/test';
import { diagonal } from './support/site.ts';
import type { Page, Request } from '@playwright/test';
import { open } from './catalog-card-support.ts';
import { seriousIssues } from './support/axe.ts';

// SPEC 2.14 and 4 «Search»: every behaviour of the search overlay, on both holdings.
test.describe.configure({ timeout: 90_000 });
// The first search of a fresh server warms its index: allow it a while.
const FIRST = { timeout: 20_000 };

/** The /search calls the page makes, each as its query parameters. */
function searchCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/search') calls.push(url.searchParams);
  });
  return calls;
}

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
  const dialog = page.getByRole('dialog', { name: 'Поиск' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('opens full screen with the input focused; the query waits 300 ms of quiet', async ({
      page,
    }) => {
      await page.clock.install();
      const calls = searchCalls(page);
      await open(page, holding, '/');
      const dialog = await openSearch(page);
      const input = dialog.getByRole('searchbox');
      await expect(input).toBeFocused();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(page.viewportSize()?.width);
      await input.pressSequentially('kia');
      await page.clock.runFor(299);
      expect(calls).toHaveLength(0);
      await page.clock.runFor(2);
      await expect.poll(() => calls.length).toBe(1);
      expect(calls[0]?.get('query')).toBe('kia');
      expect(calls[0]?.get('pageVehicles')).toBe('1');
      await expect(dialog.getByRole('tab', { name: /^Каталог \d+$/ })).toHaveAttribute(
        'aria-selected',
        'true',
        FIRST,
      );
    });

    test('tabs show their totals, the empty ones hidden, the first with results active', async ({
      page,
    }) => {
      await open(page, holding, '/?search=коврики');
      const dialog = page.getByRole('dialog', { name: 'Поиск' });
      const tab = dialog.getByRole('tab', { name: /^Аксессуары \d+$/ });
      await expect(tab).toHaveAttribute('aria-selected', 'true', FIRST);
      await expect(dialog.getByRole('tab', { name: /^Каталог/ })).toHaveCount(0);
      const group = dialog.getByRole('tabpanel').getByRole('region').first();
      const card = group.getByRole('listitem').first();
      await expect(card).toContainText('₽');
      await expect(card.locator('img')).toHaveCount(1);
    });

    test('grouped results with «Смотреть все», paging, and categories that keep the page', async ({
      page,
    }) => {
      const calls = searchCalls(page);
      await open(page, holding, '/?search=kia');
      const dialog = page.getByRole('dialog', { name: 'Поиск' });
      const panel = dialog.getByRole('tabpanel');
      await expect(panel.getByRole('link', { name: /^Смотреть все: / }).first()).toHaveAttribute(
        'href',
        /^\/cars\/\?mark=kia&model=/,
        FIRST,
      );
      await panel.getByRole('button', { name: 'Далее' }).click();
      await expect.poll(() => calls.at(-1)?.get('pageVehicles')).toBe('2');
      await expect(panel.getByText(/^2 из \d+$/)).toBeVisible();
      await panel.getByRole('button', { name: 'Назад' }).click();
      await expect.poll(() => calls.at(-1)?.get('pageVehicles')).toBe('1');
      await panel.getByRole('button', { name: 'Далее' }).click();
      await expect.poll(() => calls.at(-1)?.get('pageVehicles')).toBe('2');

      await panel.getByRole('button', { name: 'Категории' }).click();
      const facet = panel.getByRole('checkbox').first();
      const value = ((await facet.locator('..').textContent()) ?? '').replace(/\d+$/, '');
      await facet.check();
      await expect.poll(() => calls.at(-1)?.getAll('filter')).toEqual([`vehicles:${value}`]);
      expect(calls.at(-1)?.get('pageVehicles')).toBe('2');

      // A new query resets the pages, the categories and the chosen tab.
      await dialog.getByRole('searchbox').fill('kia rio');
      await expect.poll(() => calls.at(-1)?.get('query')).toBe('kia rio');
      expect(calls.at(-1)?.get('pageVehicles')).toBe('1');
      expect(calls.at(-1)?.getAll('filter')).toEqual([]);
    });

    test('nothing found shows both empty texts', async ({ page }) => {
      await open(page, holding, '/?search=zqxjvwpq');
      const dialog = page.getByRole('dialog', { name: 'Поиск' });
      await expect(dialog.getByText('Ничего не найдено', { exact: true })).toBeVisible(FIRST);
      await expect(dialog.getByText('По вашему запросу ничего не найдено')).toBeVisible();
      await expect(dialog.getByRole('tab')).toHaveCount(0);
    });

    test('Escape and the close button close it and clear it', async ({ page }) => {
      await open(page, holding, '/?search=kia');
      let dialog = page.getByRole('dialog', { name: 'Поиск' });
      await expect(dialog.getByRole('tab').first()).toBeVisible(FIRST);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      dialog = await openSearch(page);
      await expect(dialog.getByRole('searchbox')).toHaveValue('');
      await expect(dialog.getByRole('tab')).toHaveCount(0);
      await dialog.getByRole('searchbox').fill('kia');
      await expect(dialog.getByRole('tab').first()).toBeVisible(FIRST);
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await expect(dialog).toHaveCount(0);
      dialog = await openSearch(page);
      await expect(dialog.getByRole('searchbox')).toHaveValue('');
    });

    test('the open overlay has no serious or critical axe issue', async ({ page }) => {
      await open(page, holding, '/?search=kia');
      const dialog = page.getByRole('dialog', { name: 'Поиск' });
      await expect(dialog.getByRole('tab').first()).toBeVisible(FIRST);
      await dialog.getByRole('button', { name: 'Категории' }).click();
      expect(await seriousIssues(page)).toEqual([]);
    });
  });
}
