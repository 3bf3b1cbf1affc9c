import type { Page } from '@playwright/test';

// Helpers of the shell-overlays suites: a paused fake clock and a stand-in for the location call.
export const START = new Date('2025-03-03T10:00:00Z');

/** Installs Playwright's clock and pauses it, so the page's timers move only with runFor. */
export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/** Answers /api/v1/suggestions/location with a city code, or fails it; counts the calls. */
export async function stubLocation(page: Page, answer: { siteCityCode: string } | 'fail'): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route('**/api/v1/suggestions/location*', async (route) => {
    seen.calls += 1;
    if (answer === 'fail') return route.fulfill({ status: 503, body: '{}' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  return seen;
}

/** A page waits for hydration before the test talks to it. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
