import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffToken } from './support/staff.ts';
import { seriousIssues } from './support/axe.ts';
import { hostHeader, siteUrl } from './support/site.ts';
import { openListing } from './catalog-listing-support.ts';

// A listing tile's request button (issue 15) and /cars-vnukovo/ (SPEC 2.3, decision 0032).
test.describe.configure({ timeout: 120_000 });
const SENT = { timeout: 20_000 };

/** The fields of the newest request-form lead with this phone, read through the staff API. */
async function storedLead(request: APIRequestContext, phone: string) {
  const token = await staffToken(request, 1, '127.0.0.23');
  const headers = { ...hostHeader(1), authorization: `Bearer ${token}` };
  const list = await request.get(
    siteUrl(1, '/api/v1/reports/leads?formId=form_stock&pageSize=200'),
    {
      headers,
    },
  );
  const { items } = (await list.json()) as { items: { id: number; phone: string }[] };
  const lead = items.find((item) => item.phone.replace(/\D/g, '').endsWith(phone));
  if (!lead) return null;
  const detail = await request.get(siteUrl(1, `/api/v1/reports/leads/${lead.id}`), { headers });
  const { fields } = (await detail.json()) as { fields: { name: string; value: string }[] };
  return Object.fromEntries(fields.map((f) => [f.name, f.value]));
}

test('/cars-vnukovo/ lists the cars of the dealerships by Vnukovo, on the first holding only', async ({
  page,
  request,
}) => {
  await openListing(page, 1, '/cars-vnukovo/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Автомобили рядом с Внуково');
  // Every tile is a car of one of the two dealerships (the seed's names of VNUKOVO_DEALERS).
  const tiles = await page.locator('main article').allInnerTexts();
  expect(tiles.length).toBeGreaterThan(0);
  const near = /Вектор Китай МКАД|Вектор Пробег Одинцово/;
  expect(tiles.filter((text) => !near.test(text))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  // No such dealers in St Petersburg: a page that says so, kept out of the index.
  const spb = await request.get(siteUrl(1, '/cars-vnukovo/'), {
    headers: { ...hostHeader(1), cookie: 'siteCityCode=spb' },
  });
  expect(spb.status()).toBe(200);
  const html = await spb.text();
  expect(html).toContain('Ничего не нашлось');
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  const second = await request.get(siteUrl(1, '/cars-vnukovo/'), { headers: hostHeader(2) });
  expect(second.status()).toBe(404);
});

test('a tile’s request button opens the request form on that vehicle and the lead names it', async ({
  page,
}) => {
  // A tile below the first screen: the server writes its HTML once per content and keeps it
  // (render-once), and the browser hydrates it as its own render, without a mismatch.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openListing(page, 1, '/cars/used/');
  const tile = page.locator('main article').nth(5);
  const href = await tile.getByRole('heading').getByRole('link').getAttribute('href');
  const id = /\/catalog\/(\d+)\//.exec(href ?? '')?.[1];
  expect(id).toBeDefined();
  const title = await tile.getByRole('heading').innerText();
  await tile.getByRole('link', { name: `Запросить автомобиль ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Запрос автомобиля' });
  await expect(dialog.getByText(title)).toBeVisible({ timeout: 10_000 });
  expect(await seriousIssues(page)).toEqual([]);
  const phone = `9007${String(Date.now()).slice(-6)}`;
  await dialog.getByLabel('Имя').fill('Мария');
  await dialog.getByLabel('Телефон').fill(phone);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);

  const lead = await storedLead(page.request, phone);
  expect(lead).toMatchObject({ carId: id, firstname: 'Мария' });
  expect(lead?.vin).toMatch(/^[A-Z0-9]{17}$/);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => !isMobile, 'one width is enough: the server answers alike');

  test('a tile’s request button leads to the card with the request form open', async ({ page }) => {
    await page.goto(siteUrl(1, '/cars/used/'));
    const tile = page.locator('main article').first();
    const href = await tile.getByRole('heading').getByRole('link').getAttribute('href');
    await tile.getByRole('link', { name: /^Запросить автомобиль/ }).click();
    await expect(page).toHaveURL(new RegExp(`${href}\\?form=stock#lead-form$`));
    await expect(page.getByRole('heading', { name: 'Запрос автомобиля' })).toBeVisible();
  });
});
