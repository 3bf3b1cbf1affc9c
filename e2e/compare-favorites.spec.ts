import { expect, test } from '@playwright/test';
import { diagonal } from './support/site.ts';
import { api, expectListCount, open, vehicles } from './catalog-card-support.ts';
import { seriousIssues } from './support/axe.ts';

// Compare and favourites apply at once, survive a reload, show in the header counts.
test.describe.configure({ timeout: 90_000 });

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('favourite and compare toggles on the card, header counts, kept across a reload', async ({
      page,
      request,
    }) => {
      const [a, b] = await vehicles(
        request,
        holding,
        { category: 'cars', status: 'in-stock', sort: 'price-asc' },
        2,
      );
      if (!a || !b) throw new Error('two vehicles needed');
      await open(page, holding, `/catalog/${a.id}/`);
      await page.getByRole('button', { name: 'В избранное', exact: true }).click();
      await page.getByRole('button', { name: 'Сравнить', exact: true }).click();
      await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toBeVisible();
      await expectListCount(page, 'Избранное', 1);
      await expectListCount(page, 'Сравнение', 1);
      await page.reload();
      await expect(page.getByRole('button', { name: 'В сравнении', exact: true })).toBeVisible();
      await expectListCount(page, 'Сравнение', 1);

      await open(page, holding, `/catalog/${b.id}/`);
      await page.getByRole('button', { name: 'Сравнить', exact: true }).click();
      await expectListCount(page, 'Сравнение', 2);
      await open(page, holding, '/compare/');

      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(2);
      await expect(
        table.getByRole('link', { name: `${a.mark.name} ${a.model.name}` }).first(),
      ).toBeVisible();
      // Two different vehicles differ at least in price: that row is highlighted and named for screen readers.
      await expect(table.getByRole('rowheader', { name: 'Цена (различается)' })).toBeVisible();
      await page.getByLabel('Только различия').check();
      const rows = await table.locator('tbody tr').count();
      expect(rows).toBe(await table.locator('tbody tr[data-differs]').count());
      expect(await seriousIssues(page)).toEqual([]);

      await table
        .getByRole('button', {
          name: `Убрать из сравнения: ${b.mark.name} ${b.model.name} ${b.modification}`,
        })
        .click();
      await expect(table.getByRole('columnheader')).toHaveCount(1);
      await expectListCount(page, 'Сравнение', 1);
      await page.reload();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
      await page.getByRole('button', { name: 'Очистить сравнение' }).click();
      await expect(
        page.getByText('В сравнении пока нет автомобилей', { exact: false }),
      ).toBeVisible();
      await expectListCount(page, 'Сравнение', 0);
    });

    test("the lists come from the page's own loader in one request: a sold vehicle stays without a link, a gone one drops out, the address stays", async ({
      page,
      request,
    }) => {
      const [v] = await vehicles(request, holding, { category: 'cars', status: 'in-stock' }, 1);
      const [sold] = await vehicles(request, holding, { category: 'cars', status: 'sold' }, 1);
      if (!v || !sold) throw new Error('a vehicle in stock and a sold one needed');
      const missing = 999_999_999;
      await page.addInitScript(
        (ids) => {
          const cars = ids.map((id) => ({ id, typeOfTransport: 'cars' }));
          const lists = JSON.stringify({ cars, moto: [], atv: [], 'jet-ski': [] });
          localStorage.setItem('compare', lists);
          localStorage.setItem('favorites', lists);
        },
        [v.id, sold.id, missing],
      );
      // The page's data requests with the lists they name, and the browser's own API calls (images aside).
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.endsWith('.data'))
          asked.push(`${url.pathname} ${url.searchParams.get('vehicles')}`);
        else if (url.pathname.startsWith('/api/v1/') && !url.pathname.includes('/images/'))
          asked.push(url.pathname);
      });
      const title = (x: typeof v) => `${x.mark.name} ${x.model.name}`;

      await open(page, holding, '/compare/');
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(2);
      await expect(table.getByRole('link', { name: title(v) }).first()).toHaveAttribute(
        'href',
        `/catalog/${v.id}/`,
      );
      const soldColumn = table.getByRole('columnheader').nth(1);
      await expect(soldColumn).toContainText('Продан');
      await expect(soldColumn.getByRole('link')).toHaveCount(0);
      // The address bar keeps the page's own URL; the ids went to its loader alone.
      await expect(page).toHaveURL(/\/compare\/$/);
      expect(asked).toEqual([`/compare/_.data ${v.id},${sold.id},${missing}`]);

      asked.length = 0;
      await open(page, holding, '/favorites/');
      const tiles = page.getByRole('region', { name: 'Автомобили' }).getByRole('article');
      await expect(tiles).toHaveCount(2);
      await expect(tiles.nth(0).getByRole('link', { name: title(v) })).toHaveAttribute(
        'href',
        `/catalog/${v.id}/`,
      );
      await expect(tiles.nth(1)).toContainText('Продан');
      await expect(tiles.nth(1).getByRole('heading', { name: title(sold) })).toBeVisible();
      await expect(tiles.nth(1).getByRole('link', { name: title(sold) })).toHaveCount(0);
      await expect(page).toHaveURL(/\/favorites\/$/);
      expect(asked).toEqual([`/favorites/_.data ${v.id},${sold.id},${missing}`]);
      // Back from a card the list is there again, from the history entry's own ids.
      await tiles
        .nth(0)
        .getByRole('link', { name: title(v) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/catalog/${v.id}/$`));
      await page.goBack();
      await expect(tiles).toHaveCount(2);
      await expect(page).toHaveURL(/\/favorites\/$/);
    });

    test('favourites list vehicles and accessories, and clearing empties both', async ({
      page,
      request,
    }) => {
      const [v] = await vehicles(request, holding, { category: 'cars', status: 'in-stock' }, 1);
      const found = await api<{
        accessories: { results: { Group: { id: number; name: string }[] }[] };
      }>(request, holding, '/search?query=%D0%BA%D0%BE%D0%B2%D1%80%D0%B8%D0%BA%D0%B8');
      const item = found.accessories.results[0]?.Group[0];
      if (!v || !item) throw new Error('a vehicle and an accessory needed');
      await page.addInitScript(
        ([vehicle, accessory]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(
            'favorites',
            JSON.stringify({
              cars: [{ id: vehicle, typeOfTransport: 'cars' }],
              moto: [],
              atv: [],
              'jet-ski': [],
            }),
          );
          localStorage.setItem('favoriteAccessories', JSON.stringify([accessory]));
        },
        [v.id, item.id] as const,
      );
      await open(page, holding, '/favorites/');
      await expectListCount(page, 'Избранное', 2);
      await expect(
        page
          .getByRole('region', { name: 'Автомобили' })
          .getByRole('heading', { name: `${v.mark.name} ${v.model.name}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Аксессуары' })).toContainText(item.name);
      expect(await seriousIssues(page)).toEqual([]);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Аксессуары' })).toContainText(item.name);
      await page.getByRole('button', { name: `Убрать из избранного: ${item.name}` }).click();
      await expect(page.getByRole('region', { name: 'Аксессуары' })).toHaveCount(0);
      await expectListCount(page, 'Избранное', 1);
      await page.getByRole('button', { name: 'Очистить избранное' }).click();
      await expect(page.getByText('В избранном пока ничего нет', { exact: false })).toBeVisible();
      await expectListCount(page, 'Избранное', 0);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('favorites'),
          localStorage.getItem('favoriteAccessories'),
        ]),
      ).toEqual([null, null]);
    });

    test("a logged-in visitor's changes go to the API; a failed call changes nothing on the page", async ({
      page,
      request,
    }) => {
      const [v] = await vehicles(request, holding, { category: 'cars', status: 'in-stock' }, 1);
      if (!v) throw new Error('a vehicle needed');
      const sent: { method: string; url: string; body: string | null }[] = [];
      await page.route(/\/api\/v1\/(favorite|compare)(\?.*)?$/, async (route) => {
        const r = route.request();
        sent.push({
          method: r.method(),
          url: new URL(r.url()).pathname + new URL(r.url()).search,
          body: r.postData(),
        });
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Ошибка', code: 13, details: null }),
        });
      });
      await page.addInitScript(() =>
        localStorage.setItem('userInfo', JSON.stringify({ firstName: 'Анна' })),
      );
      await open(page, holding, `/catalog/${v.id}/`);
      await page.getByRole('button', { name: 'В избранное', exact: true }).click();
      await page.getByRole('button', { name: 'Сравнить', exact: true }).click();
      await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toBeVisible();
      await expect.poll(() => sent.length).toBe(2);
      // Two lists, two independent calls: which leaves first is not fixed.
      expect([...sent].sort((x, y) => x.url.localeCompare(y.url))).toEqual([
        { method: 'POST', url: '/api/v1/compare', body: JSON.stringify({ carId: [v.id] }) },
        { method: 'POST', url: '/api/v1/favorite', body: JSON.stringify({ carId: [v.id] }) },
      ]);
      await page.getByRole('button', { name: 'В избранном', exact: true }).click();
      await expect
        .poll(() => sent.at(-1))
        .toEqual({ method: 'DELETE', url: `/api/v1/favorite?carId=${v.id}`, body: null });
      await expect(page.getByRole('button', { name: 'В сравнении', exact: true })).toBeVisible();
    });

    test('the compare count follows the holding rule: the second counts cars and quad bikes only', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const ref = (id: number, typeOfTransport: string) => ({ id, typeOfTransport });
        localStorage.setItem(
          'compare',
          JSON.stringify({
            cars: [ref(1, 'cars')],
            moto: [ref(2, 'moto')],
            atv: [ref(3, 'atv')],
            'jet-ski': [ref(4, 'jet-ski')],
          }),
        );
      });
      await open(page, holding, '/');
      await expectListCount(page, 'Сравнение', holding === 1 ? 4 : 2);
    });
  });
}
