import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { hostHeader, siteUrl } from './support/site.ts';

// Helpers of the vehicle card, compare, favourites, brands and search suites.

export interface ApiVehicle {
  id: number;
  typeOfTransport: 'cars' | 'moto' | 'atv' | 'jet-ski';
  category: string;
  status: string;
  vin: string;
  price: number;
  disprice: number;
  discounts: { credit: number; tradeIn: number; insurance: number };
  mark: { code: string; name: string };
  model: { code: string; name: string };
  modification: string;
  photos: string[];
  panorama: { exterior: string[] } | null;
  dealer: { name: string; phone: string; address: string };
}

/** Opens a page as a returning Moscow visitor who accepted cookies (no toast over the page), hydrated. */
export async function open(page: Page, holding: 1 | 2, path: string): Promise<void> {
  await page.context().addCookies([
    {
      name: 'siteCityCode',
      value: 'msk',
      domain: holding === 1 ? 'localhost' : 'h2.localhost',
      path: '/',
    },
  ]);
  await page.addInitScript(() =>
    localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString())),
  );
  await page.goto(siteUrl(holding, path));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** An API answer through the site's own /api/v1 proxy, as the holding's page would get it. */
export async function api<T>(request: APIRequestContext, holding: 1 | 2, path: string): Promise<T> {
  const answer = await request.get(siteUrl(1, `/api/v1${path}`), { headers: hostHeader(holding) });
  if (!answer.ok()) throw new Error(`${path}: ${answer.status()}`);
  return (await answer.json()) as T;
}

/** Vehicles of the holding's stock matching the query, each with its full card. */
export async function vehicles(
  request: APIRequestContext,
  holding: 1 | 2,
  query: Record<string, string>,
  count = 1,
): Promise<ApiVehicle[]> {
  const search = new URLSearchParams({ perPage: String(count), facets: 'false', ...query });
  const list = await api<{ items: { id: number }[] }>(request, holding, `/catalog?${search}`);
  return Promise.all(
    list.items.map((item) => api<ApiVehicle>(request, holding, `/catalog/${item.id}`)),
  );
}

export async function vehicle(
  request: APIRequestContext,
  holding: 1 | 2,
  query: Record<string, string> = {},
): Promise<ApiVehicle> {
  const [found] = await vehicles(request, holding, {
    category: 'cars',
    status: 'in-stock',
    ...query,
  });
  if (!found) throw new Error(`no vehicle for ${JSON.stringify(query)}`);
  return found;
}

/** «1 250 000 ₽» as the site prints it (no-break spaces). */
export function rub(value: number): string {
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₽`;
}

/**
 * The favourites or compare count where the visitor sees it: in the header from 600 px, in the side
 * menu on phones (SPEC 2.11, 2.12); 0 means no entry at all.
 */
export async function expectListCount(
  page: Page,
  label: 'Избранное' | 'Сравнение',
  count: number,
): Promise<void> {
  const header = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? 0) >= 600) {
    const link = header.getByRole('link', { name: new RegExp(`^${label}`) });
    if (count === 0) await expect(link).toHaveCount(0);
    else await expect(link).toHaveAccessibleName(`${label}: ${count}`);
    return;
  }
  // The sticky header hides on scroll down (SPEC 2.11): back at the top it is there.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const button = header.getByRole('button', { name: 'Меню' });
  await expect(button).toBeInViewport();
  await button.click();
  const menu = page.getByRole('dialog');
  const link = menu.getByRole('link', { name: new RegExp(`^${label}`) });
  if (count === 0) await expect(link).toHaveCount(0);
  else await expect(link).toHaveAccessibleName(`${label} ${count}`);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}
