import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ROUTES, hrefForRow } from '@dealer/domain';
import type { HoldingId, RouteRow } from '@dealer/domain';
import { hostHeader, siteUrl } from './support/site.ts';

// Helpers of the catalogue listing suites.

/** Opens a page as a returning Moscow visitor with cookies accepted, and waits for hydration. */
export async function openListing(page: Page, holding: 1 | 2, path: string): Promise<void> {
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

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The filter form: the sidebar on a wide screen, the sheet (opened here) on a phone. */
export async function filterForm(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('link', { name: /^Фильтры/ }).click();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
  }
  return page.getByRole('form', { name: 'Фильтры' });
}

interface Facets {
  values: Record<string, { value: string; count: number; parent?: string }[]>;
}

/** A catalogue answer of the API through the site's proxy (Moscow stock of the holding). */
export async function catalog(
  request: APIRequestContext,
  holding: 1 | 2,
  query: Record<string, string>,
): Promise<{ total: number; facets: Facets }> {
  const search = new URLSearchParams({ city: 'msk', perPage: '1', ...query });
  const answer = await request.get(siteUrl(1, `/api/v1/catalog?${search}`), {
    headers: hostHeader(holding),
  });
  const body = (await answer.json()) as { meta: { page: { total: number } }; facets: Facets };
  return { total: body.meta.page.total, facets: body.facets };
}

/** The most common value of a facet under the given filters. */
async function top(
  request: APIRequestContext,
  holding: 1 | 2,
  facet: string,
  query: Record<string, string>,
): Promise<string> {
  const { facets } = await catalog(request, holding, { category: 'cars', ...query });
  const best = [...(facets.values[facet] ?? [])].sort((a, b) => b.count - a.count)[0];
  if (!best) throw new Error(`no ${facet} for ${JSON.stringify(query)}`);
  return best.value;
}

/** The link of a fixed SEO page, its :mark, :model and :year filled with values the stock has. */
export async function presetPath(
  request: APIRequestContext,
  holding: 1 | 2,
  row: RouteRow,
): Promise<string> {
  const params: Record<string, string> = {};
  const colour: Record<string, string> = row.preset?.colorGroup
    ? { colorGroup: row.preset.colorGroup }
    : {};
  if (row.path.includes(':mark')) params['mark'] = await top(request, holding, 'mark', colour);
  if (row.path.includes(':model')) {
    params['model'] = await top(request, holding, 'model', {
      ...colour,
      mark: params['mark'] ?? '',
    });
  }
  if (row.path.includes(':year'))
    params['year'] = await top(request, holding, 'year', { mark: params['mark'] ?? '' });
  return hrefForRow(row, params);
}

/** Rows of the route table with a preset (fixed SEO pages) that exist on the holding. */
export function presetRows(holding: HoldingId): RouteRow[] {
  return ROUTES.filter((row) => row.preset && row.holdings.includes(holding));
}

/** Vehicles on a rendered listing page (one article per tile). */
export function tileCount(html: string): number {
  return html.match(/<article/g)?.length ?? 0;
}
