import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { siteUrl } from './site.ts';

export const API_ORIGIN =
  process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;
// Demo staff of the seed (apps/api/seed/identity-data.ts).
export const STAFF_ADMIN = {
  login: 'admin',
  password: process.env.STAFF_ADMIN_PASSWORD ?? 'admin-demo-2026',
};

/**
 * Signs the demo administrator in at the API as a visitor of `address` (the API trusts its loopback
 * neighbour to name the visitor). Each suite takes an address of its own, so the staff sign-in limit
 * (10 per address and login in 15 minutes) one suite spends never refuses another's.
 */
export async function staffToken(
  request: APIRequestContext,
  holding: 1 | 2,
  address: string,
): Promise<string> {
  const login = await request.post(`${API_ORIGIN}/v1/reports/auth/login?holdingId=${holding}`, {
    data: STAFF_ADMIN,
    headers: { 'x-forwarded-for': address },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Fills the staff sign-in form as a visitor of the holding (its city chosen); `Войти` pressed. */
export async function submitStaffSignIn(
  page: Page,
  holding: 1 | 2,
  who: { login: string; password: string },
): Promise<void> {
  const city = holding === 1 ? 'msk' : 'spb';
  await page
    .context()
    .addCookies([{ name: 'siteCityCode', value: city, url: siteUrl(holding, '/') }]);
  await page.goto(siteUrl(holding, '/reports/auth/'));
  await page.getByLabel('Логин').fill(who.login);
  await page.getByLabel('Пароль').fill(who.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Signs a staff member in through the page and waits for the lead desk. */
export async function staffSignIn(
  page: Page,
  holding: 1 | 2,
  who: { login: string; password: string },
): Promise<void> {
  await submitStaffSignIn(page, holding, who);
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible({
    timeout: 25_000,
  });
}
