import { expect, type Locator } from '@playwright/test';

// Both holdings are served by one server; the holding comes from the host name (DESIGN.md 1).
export const PORT = process.env.E2E_BASE_PORT ?? '3100';
export const HOLDING_HOSTS = { 1: `localhost:${PORT}`, 2: `h2.localhost:${PORT}` } as const;

export function siteUrl(holding: 1 | 2, path: string): string {
  return `http://${HOLDING_HOSTS[holding]}${path}`;
}

/** For Node-side requests: *.localhost may not resolve outside the browser, so send the Host header. */
export function hostHeader(holding: 1 | 2): Record<string, string> {
  return { host: HOLDING_HOSTS[holding] };
}

/**
 * The holding × width matrix, run diagonally: a test tagged with its holding runs on one project
 * only (holding 1 on the desktop, holding 2 on the phone; playwright.config.ts filters by the tag),
 * so both holdings and both widths stay covered at half the runs. A test that needs one width for
 * both holdings (the desktop's mega-menu) stays untagged.
 */
export function diagonal(holding: 1 | 2) {
  return { tag: `@holding-${holding}` };
}

/**
 * A test of a rule no screen width changes (a header, an outage, a staff page, a request through
 * a page) runs at one width: on the desktop, or on the phone (playwright.config.ts filters by the
 * tag). The holding × width matrix stays for what a visitor sees and does.
 */
export const DESKTOP_ONLY = { tag: '@desktop' };
export const PHONE_ONLY = { tag: '@phone' };

/** A test that only sends requests (no page) runs once, in the browserless `http` project. */
export const HTTP_ONLY = { tag: '@http' };

/**
 * The element's box begins within the viewport: a page answered without JavaScript opens where
 * the visitor looks (at the form's fragment), not at its top.
 */
export async function expectInView(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const viewport = locator.page().viewportSize();
  expect(viewport).not.toBeNull();
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + Math.min(box.height, 48) <= viewport!.height;
    })
    .toBe(true);
}
