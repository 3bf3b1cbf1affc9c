import type { Page } from '@playwright/test';

/**
 * A slow phone: the page's code (React Router's entry) arrives only when the returned function is
 * called, so a test can act on the server's HTML before the page wakes.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}
