import { devices } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** The phone's CPU against the machine's: Lighthouse's mobile model slows it down as much. */
const CPU_SLOWDOWN = 4;

/**
 * A fresh phone (its own context: no cookies, no storage) whose CPU is really slowed down by
 * DevTools' throttling, with `observe` run before the page's own scripts. Close the context after.
 */
export async function slowPhone(
  browser: Browser,
  viewport: { width: number; height: number },
  observe: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
