import type { APIRequestContext, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { hostHeader, siteUrl } from './support/site.ts';

// Helpers of the vehicle card, compare, favourites, brands and search suites (issue 5 items 3-6).

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
  await page.context().addCookies([{ name: 'siteCityCode', value: 'msk', domain: holding === 1 ? 'localhost' : 'h2.localhost', path: '/' }]);
  await page.addInitScript(() => localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString())));
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
export async function vehicles(request: APIRequestContext, holding: 1 | 2, query: Record<string, string>, count = 1): Promise<ApiVehicle[]> {
  const search = new URLSearchParams({ perPage: String(count), facets: 'false', ...query });
  const list = await api<{ items: { id: number }[] }>(request, holding, `/catalog?${search}`);
  return Promise.all(list.items.map((item) => api<ApiVehicle>(request, holding, `/catalog/${item.id}`)));
}

export async function vehicle(request: APIRequestContext, holding: 1 | 2, query: Record<string, string> = {}): Promise<ApiVehicle> {
  const [found] = await vehicles(request, holding, { category: 'cars', status: 'in-stock', ...query });
  if (!found) throw new Error(`no vehicle for ${JSON.stringify(query)}`);
  return found;
}

/** axe-core: the serious and critical issues of the page as it is now. */
export async function seriousIssues(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** «1 250 000 ₽» as the site prints it (no-break spaces). */
export function rub(value: number): string {
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₽`;
}
