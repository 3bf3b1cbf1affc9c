import { expect as baseExpect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { open } from './catalog-card-support.ts';
import { seriousIssues } from './support/axe.ts';
import { holdPageCode } from './support/held-code.ts';
import { diagonal, HTTP_ONLY, siteUrl } from './support/site.ts';
import { API_ORIGIN, STAFF_ADMIN, staffSignIn, staffToken } from './support/staff.ts';

// Issue 31 baskets and ordering: the item page's «В корзину», the parts basket rules of SPEC 3
// and 4 (checks, counts, totals), ordering through the API at its prices, the order's page; the
// same without JavaScript. Signing in with the basket is basket-sign-in.spec.ts (its own stack).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

interface Listed {
  items: { id: number; name: string; price: number; disprice: number; minCount: number }[];
}
interface Item {
  id: number;
  name: string;
  minCount: number;
  stock: { dealerCode: string; qty: number }[];
}

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/v1`;

async function api<T>(request: APIRequestContext, holding: 1 | 2, path: string): Promise<T> {
  const answer = await request.get(
    `${API}${path}${path.includes('?') ? '&' : '?'}holdingId=${holding}`,
  );
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/** Parts in stock at the holding's dealers whose first dealer holds at least `qty` pieces. */
async function stockedParts(request: APIRequestContext, holding: 1 | 2, qty: number, n: number) {
  // A different page per test, so parallel tests do not order the same pieces.
  const page = holding * 2 + qty;
  const list = await api<Listed>(request, holding, `/store/parts/all?perPage=40&page=${page}`);
  const found: Item[] = [];
  for (const { id } of list.items) {
    const item = await api<Item>(request, holding, `/store/get/item/${id}`);
    if (item.minCount <= qty && (item.stock[0]?.qty ?? 0) >= qty) found.push(item);
    if (found.length === n) return found;
  }
  throw new Error('not enough stocked parts');
}

const rub = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const total = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByTestId('basket-total');

async function addFromItemPage(page: Page, holding: 1 | 2, item: Item, qty: number) {
  await open(page, holding, `/item/${item.id}/`);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'В корзину' }) });
  await form.getByLabel('Количество').fill(String(qty));
  await form.getByRole('button', { name: 'В корзину' }).click();
  await expect(page).toHaveURL(/\/basket\/$/);
}

test(
  "the item page's count typed while the page wakes stays; an untouched one shows the stored count",
  diagonal(1),
  async ({ page, request }) => {
    const [typed, untouched] = await stockedParts(request, 1, 4, 2);
    // The visitor put both in a basket earlier: their counts are stored (SPEC 3).
    await page.addInitScript(
      (ids) =>
        localStorage.setItem('basketQuantity', JSON.stringify(ids.map((id) => ({ id, count: 4 })))),
      [typed!.id, untouched!.id],
    );
    // A slow phone: the page's code arrives only after the visitor has typed the count.
    const arrive = await holdPageCode(page);
    await page.goto(siteUrl(1, `/item/${typed!.id}/`));
    const count = page.getByLabel('Количество');
    await count.fill('3');
    arrive();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(count).toHaveValue('3');

    await page.goto(siteUrl(1, `/item/${untouched!.id}/`));
    await expect(count).toHaveValue('4');
  },
);

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('add anonymously, change checks and counts, order and see the order', async ({
      page,
      request,
    }, info) => {
      const [a, b] = await stockedParts(request, holding, 2, 2);
      await addFromItemPage(page, holding, a!, 2);
      await addFromItemPage(page, holding, b!, 1);
      const parts = page.getByRole('region', { name: 'Запчасти' });
      await expect(parts.getByRole('listitem')).toHaveCount(2);
      // The header counts the lines; the browser keeps the quantities under basketQuantity (SPEC 3).
      await expect(page.locator('[data-counter="basket"]')).toContainText('2');
      const stored = await page.evaluate(() => localStorage.getItem('basketQuantity'));
      expect(JSON.parse(stored ?? '[]')).toEqual([
        { id: a!.id, count: 2 },
        { id: b!.id, count: 1 },
      ]);
      expect(await seriousIssues(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`basket-${holding}.png`), fullPage: true });

      // SPEC 4: price rounded up × count over the checked lines only.
      const prices = await Promise.all(
        [a!, b!].map((item) =>
          api<Listed['items'][number]>(request, holding, `/store/get/item/${item.id}`),
        ),
      );
      const unit = (p: { price: number; disprice: number }) =>
        Math.ceil(p.disprice > 0 ? p.disprice : p.price);
      await expect
        .poll(async () => rub(await total(page, 'Запчасти').textContent()))
        .toBe(unit(prices[0]!) * 2 + unit(prices[1]!));
      await parts.getByLabel(`Выбрать: ${b!.name}`).uncheck();
      await expect
        .poll(async () => rub(await total(page, 'Запчасти').textContent()))
        .toBe(unit(prices[0]!) * 2);
      await parts.getByLabel('Выбрать все').check();
      await expect(parts.getByLabel(`Выбрать: ${b!.name}`)).toBeChecked();
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/basket'),
      );
      await parts.getByRole('listitem').nth(1).getByLabel('Количество').fill('3');
      await saved;
      await expect
        .poll(async () => rub(await total(page, 'Запчасти').textContent()))
        .toBe(unit(prices[0]!) * 2 + unit(prices[1]!) * 3);
      // The count is kept: a reload shows it.
      await page.reload();
      await expect(parts.getByRole('listitem').nth(1).getByLabel('Количество')).toHaveValue('3');

      // Order only the first line: the second is unchecked and stays in the basket.
      await parts.getByLabel(`Выбрать: ${b!.name}`).uncheck();
      await parts.getByRole('button', { name: 'Оформить заказ' }).click();
      await expect(page).toHaveURL(new RegExp(`/ordering/\\?basket=parts&id=${a!.id}$`));
      await expect(
        page.getByRole('region', { name: 'Ваш заказ' }).getByRole('listitem'),
      ).toHaveCount(1);
      await page.getByLabel('Имя').fill('Ольга');
      await page.getByLabel('Телефон').pressSequentially('9001234567');
      await expect(page.getByLabel('Дилерский центр, где заберёте заказ')).toHaveValue(
        a!.stock[0]!.dealerCode,
      );
      await page.getByRole('checkbox', { name: /^Я принимаю условия/ }).check();
      expect(await seriousIssues(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`ordering-${holding}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      await expect(page).toHaveURL(/\/checkout\/\d+-[0-9a-f]{24}\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+$/);
      await expect(page.getByTestId('order-status')).toHaveText(
        'Принят, ждёт подтверждения менеджера',
      );
      await expect(page.getByRole('link', { name: a!.name })).toBeVisible();
      expect(await seriousIssues(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`checkout-${holding}.png`), fullPage: true });
      // The ordered line left the basket; the other stayed.
      await page.goto(siteUrl(holding, '/basket/'));
      await expect(parts.getByRole('listitem')).toHaveCount(1);
      await expect(parts.getByRole('link', { name: b!.name })).toBeVisible();
    });
  });
}

test.describe('without JavaScript', { tag: '@holding-1' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the item page adds to the basket and the order is placed', async ({ page, request }) => {
    const [item] = await stockedParts(request, 1, 1, 1);
    await page
      .context()
      .addCookies([{ name: 'siteCityCode', value: 'msk', domain: 'localhost', path: '/' }]);
    await page.goto(siteUrl(1, `/item/${item!.id}/`));
    await page.getByRole('button', { name: 'В корзину' }).click();
    await expect(page).toHaveURL(/\/basket\/$/);
    const parts = page.getByRole('region', { name: 'Запчасти' });
    await expect(parts.getByRole('link', { name: item!.name })).toBeVisible();
    // A count typed and saved with «Пересчитать», then on to ordering.
    await parts.getByLabel('Количество').fill('1');
    await parts.getByRole('button', { name: 'Пересчитать' }).click();
    await parts.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/ordering\/\?basket=parts&id=\d+$/);
    await page.getByLabel('Имя').fill('Пётр');
    await page.getByLabel('Телефон').fill('+7 900-765-43-21');
    await page
      .getByLabel('Дилерский центр, где заберёте заказ')
      .selectOption(item!.stock[0]!.dealerCode);
    await page.getByRole('checkbox', { name: /^Я принимаю условия/ }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    // Without script the form's answer fragment stays on the address after the redirect.
    await expect(page).toHaveURL(/\/checkout\/\d+-[0-9a-f]{24}\/(#[\w-]+)?$/);
    await expect(page.getByTestId('order-status')).toHaveText(
      'Принят, ждёт подтверждения менеджера',
    );
    const orderPage = page.url();
    await page.goto(siteUrl(1, '/basket/'));
    await expect(page.getByText('В корзине пока ничего нет.')).toBeVisible();

    // The dealer's manager confirms the order on its lead's page (a form posting, no script);
    // the buyer's order page says so.
    const token = await staffToken(request, 1, '10.31.0.7');
    const found = await request.get(`${API_ORIGIN}/v1/reports/leads?holdingId=1&q=79007654321`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [lead] = ((await found.json()) as { items: { id: number }[] }).items;
    await staffSignIn(page, 1, STAFF_ADMIN);
    await page.goto(siteUrl(1, `/reports/${lead!.id}/`));
    const order = page.getByRole('region', { name: /^Заказ из магазина № \d+$/ });
    await expect(order).toContainText('Принят, ждёт подтверждения менеджера');
    await order.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Заказ: подтверждён. Покупатель видит это в личном кабинете.',
    );
    await expect(order).toContainText('Состояние: Подтверждён');
    await expect(order.getByRole('button', { name: 'Готов к выдаче' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('lead-order.png'), fullPage: true });
    await page.goto(orderPage);
    await expect(page.getByTestId('order-status')).toHaveText('Подтверждён');
  });
});

test.describe('requests', HTTP_ONLY, () => {
  test('bad basket input is a Russian 400, a forged order page a 404, the embed answers', async ({
    request,
  }) => {
    const bad = await request.post(siteUrl(1, '/basket/'), {
      form: { intent: 'add', basket: 'parts', id: '21632', qty: 'много' },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('Количество — целое число от 1 до 9999');
    const forged = await request.get(siteUrl(1, `/checkout/1-${'0'.repeat(24)}/`));
    expect(forged.status()).toBe(404);
    const embed = await request.get(siteUrl(1, '/iframe/basket/'));
    expect(embed.status()).toBe(200);
    expect(await embed.text()).toContain('В корзине пока ничего нет.');
    expect(embed.headers()['cache-control']).toBe('private, no-store');
  });
});
