import { expect as baseExpect, test } from '@playwright/test';
import { seriousIssues } from './support/axe.ts';
import { hostHeader, siteUrl, DESKTOP_ONLY } from './support/site.ts';

// Pages answer slowly while the shared machine is busy: each check waits up to 15 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// SPEC 2.3 /slgen on the seeded stack: staff only (the desk's session), a short link made, followed.
test.describe.configure({ timeout: 120_000 });

test(
  'staff make a short link at /slgen and it leads to the page',
  DESKTOP_ONLY,
  async ({ page, browser }) => {
    await page.context().addCookies([{ name: 'siteCityCode', value: 'msk', url: siteUrl(1, '/') }]);
    // Without the staff session the page sends to the staff sign-in and back.
    await page.goto(siteUrl(1, '/slgen/'));
    await expect(page).toHaveURL(/\/reports\/auth\/\?redirect=%2Fslgen%2F$/);
    await page.getByLabel('Логин').fill('admin');
    await page.getByLabel('Пароль').fill(process.env.STAFF_ADMIN_PASSWORD ?? 'admin-demo-2026');
    await page.getByRole('button', { name: 'Войти' }).click();
    // The password check is deliberately slow (scrypt).
    await expect(page.getByRole('heading', { level: 1, name: 'Короткая ссылка' })).toBeVisible({
      timeout: 40_000,
    });
    await expect(page).toHaveURL(siteUrl(1, '/slgen/'));

    // Another site's address is refused with the API's message; a page of the site is shortened.
    const address = page.getByLabel('Адрес страницы');
    await address.fill('https://elsewhere.example/cars/');
    await page.getByRole('button', { name: 'Сократить' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await address.fill('/service/online/?work=to');
    await page.getByRole('button', { name: 'Сократить' }).click();
    const link = page.getByRole('textbox', { name: 'Короткая ссылка' });
    await expect(link).toHaveValue(/\/sl\/[A-Za-z0-9]{7}\/$/);
    await expect(page.getByRole('img', { name: /^QR-код ссылки / })).toBeVisible();
    expect(await seriousIssues(page)).toEqual([]);

    // The link (on the holding's configured address) names the code; here it opens on the test host.
    const code = /\/sl\/([A-Za-z0-9]{7})\/$/.exec(await link.inputValue())?.[1] ?? '';
    await page.goto(siteUrl(1, `/sl/${code}/`));
    await expect(page).toHaveURL(siteUrl(1, '/service/online/?work=to'));
    await expect(page.getByLabel('Вид работ')).toHaveValue('to');

    // Without JavaScript the form is a real form to the route's action.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await noJs.newPage();
    await plain.goto(siteUrl(1, '/slgen/'));
    await plain.getByLabel('Адрес страницы').fill('/service/online/?work=to');
    await plain.getByRole('button', { name: 'Сократить' }).click();
    await expect(plain.getByRole('textbox', { name: 'Короткая ссылка' })).toHaveValue(
      new RegExp(`/sl/${code}/$`),
    );
    await expect(plain.getByRole('heading', { name: 'Ссылка уже была' })).toBeVisible();
    await noJs.close();
  },
);

// Hardening II item 8: neither the page's form nor the site's API path makes a link without the
// staff session.
test('without the staff session nothing makes a short link', DESKTOP_ONLY, async ({ request }) => {
  const form = await request.post(siteUrl(1, '/slgen/'), {
    form: { url: '/contacts/' },
    headers: hostHeader(1),
    maxRedirects: 0,
  });
  expect(form.status()).toBe(302);
  expect(form.headers().location).toMatch(/\/reports\/auth\/\?redirect=%2Fslgen%2F$/);
  const api = await request.post(siteUrl(1, '/api/v1/slgen'), {
    data: { url: '/contacts/' },
    headers: hostHeader(1),
  });
  expect(api.status()).toBe(401);
  expect(((await api.json()) as { message: string }).message).toBe('Требуется авторизация');
});
