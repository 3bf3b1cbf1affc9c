import type { Page } from '@playwright/test';
import { builtHref, builtPath } from '../apps/web/app/shared/layout/route-links.ts';
import { siteUrl } from './support/site.ts';

// Helpers of the shell-chrome suites (header, side menu, footer, home).
export { builtHref, builtPath };

/** Below 1100 px the desktop navigation gives way to the side menu. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1100;
/** Below 600 px the bar keeps only the basket count. */
export const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

/**
 * Opens a page as a returning visitor: city chosen (no city popup), cookies accepted (no toast),
 * optional localStorage entries (favourites, user info...), then waits for hydration.
 */
export async function openPage(
  page: Page,
  holding: 1 | 2,
  path = '/',
  storage: Record<string, unknown> = {},
): Promise<void> {
  await page.context().addCookies([
    {
      name: 'siteCityCode',
      value: 'msk',
      domain: holding === 1 ? 'localhost' : 'h2.localhost',
      path: '/',
    },
  ]);
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('chrome-seeded')) return;
    sessionStorage.setItem('chrome-seeded', '1');
    localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString()));
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value));
  }, storage);
  await page.goto(siteUrl(holding, path));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Makes the page tall enough to scroll through the header rules. */
export async function makeScrollable(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px';
  });
}

/** Scrolls the window to y and waits two frames, so the header's rAF handler has run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}
