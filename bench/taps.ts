import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.ts';
import { slowPhone } from './lib/slow-phone.ts';
import { median, table } from './lib/stats.ts';

/** A tap's budget: from the tap to the next paint, on a phone at 4× CPU slowdown (issue 29). */
export const TAP_BUDGET_MS = 100;

interface Tap {
  name: string;
  holding: 1 | 2;
  path: string;
  /** Taps the control (the first tap of a fresh page: its code may still have to come). */
  tap: (page: Page) => Promise<void>;
  /** What shows once the tap was answered. */
  answered: (page: Page) => Promise<unknown>;
}

const TAPS: readonly Tap[] = [
  {
    name: 'open the filters, listing /cars/new/, holding 1',
    holding: 1,
    path: '/cars/new/',
    tap: (page) => page.getByRole('link', { name: /^Фильтры/ }).tap(),
    answered: (page) => page.getByRole('dialog', { name: 'Фильтры' }).waitFor(),
  },
  {
    name: 'open the side menu, home, holding 2',
    holding: 2,
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Меню', exact: true }).tap(),
    answered: (page) => page.getByRole('dialog').first().waitFor(),
  },
  {
    name: 'open the search, home, holding 1',
    holding: 1,
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Поиск', exact: true }).tap(),
    answered: (page) => page.getByRole('dialog').first().waitFor(),
  },
  {
    name: 'favourite a tile, listing /cars/used/, holding 2',
    holding: 2,
    path: '/cars/used/',
    tap: (page) =>
      page
        .getByRole('button', { name: /^В избранное:/ })
        .first()
        .tap(),
    answered: (page) =>
      page.locator('button[aria-label^="В избранное:"][aria-pressed="true"]').first().waitFor(),
  },
];

/**
 * The interaction's latency as the browser reports it (Event Timing: from the input to the next
 * paint, the longest of the tap's events), observed from before the page's own scripts.
 */
const OBSERVE_EVENTS = `
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__taps.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function oneTap(browser: Browser, origin: string, tap: Tap): Promise<number> {
  const { context, page } = await slowPhone(browser, { width: 390, height: 844 }, OBSERVE_EVENTS);
  try {
    await page.goto(origin + tap.path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The page settles as a visitor's would before the first tap (its idle work done).
    await page.waitForTimeout(1000);
    await tap.tap(page);
    await tap.answered(page);
    // The event entries come after the paint that follows the tap.
    await page.waitForTimeout(500);
    const taps = await page.evaluate(
      () => (window as unknown as { __taps: { id: number; duration: number }[] }).__taps,
    );
    // Under 16 ms the browser reports no entry: the tap answered within a frame.
    return taps.length === 0 ? 16 : Math.max(...taps.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

export interface TapResult {
  name: string;
  runsMs: number[];
  medianMs: number;
}

/** Each tap in a fresh page `runs` times (the first tap of a page, its code not yet asked for). */
export async function benchTaps(
  chromePath: string,
  origin: (holding: 1 | 2) => string,
  runs = 5,
): Promise<TapResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const results: TapResult[] = [];
    for (const tap of TAPS) {
      const runsMs: number[] = [];
      for (let i = 0; i < runs; i += 1)
        runsMs.push(await oneTap(browser, origin(tap.holding), tap));
      results.push({ name: tap.name, runsMs, medianMs: median(runsMs) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function tapsTable(results: readonly TapResult[]): string {
  return table([
    ['tap → next paint (phone, 4× CPU slowdown)', 'median ms', 'runs ms'],
    ...results.map((r) => [r.name, r.medianMs, r.runsMs.join(' ')]),
  ]);
}
