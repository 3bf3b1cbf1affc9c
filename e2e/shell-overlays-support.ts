import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Helpers of the shell-overlays suites: a paused fake clock and a stand-in for the location call.
export const START = new Date('2025-03-03T10:00:00Z');

/** Installs Playwright's clock and pauses it, so the page's timers move only with runFor. */
export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/** Answers /api/v1/suggestions/location with a city code, or fails it; counts the calls. */
export async function stubLocation(
  page: Page,
  answer: { siteCityCode: string } | 'fail',
): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route('**/api/v1/suggestions/location*', async (route) => {
    seen.calls += 1;
    if (answer === 'fail') return route.fulfill({ status: 503, body: '{}' });
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(answer),
    });
  });
  return seen;
}

/** A page waits for hydration before the test talks to it. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A TCP port free right now, for a server a suite starts on its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the URL answers below 500 (the server is up), for at most `seconds`. */
export async function waitForUrl(url: string, seconds = 60): Promise<void> {
  for (let waited = 0; waited < seconds * 1000; waited += 200) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

/** A client navigation home through the header's logo. */
export async function clickLogo(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
    .first()
    .click();
}
