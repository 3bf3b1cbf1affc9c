import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.ts';
import { slowPhone } from './lib/slow-phone.ts';
import { median, table } from './lib/stats.ts';

/** How long after the load event the page's tasks are still counted (hydration, its effects). */
const SETTLE_MS = 3000;

/** Long tasks as the browser reports them (Long Tasks API), observed from before the page's scripts. */
const OBSERVE_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

export interface BlockingRun {
  /** Total blocking time: each task's time over 50 ms, from the first contentful paint on. */
  blockingMs: number;
  /** The longest task after the first contentful paint. */
  longestMs: number;
}

/**
 * One fresh visit as Lighthouse makes it (no cookies, no storage: the cookie notice and the city
 * question ask for the screen), on a phone whose CPU is really slowed down (DevTools' throttling),
 * not estimated from the machine's own speed as Lighthouse's simulation does.
 */
async function oneVisit(browser: Browser, url: string): Promise<BlockingRun> {
  const { context, page } = await slowPhone(browser, { width: 412, height: 823 }, OBSERVE_TASKS);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (
        window as unknown as { __longTasks: { start: number; duration: number }[] }
      ).__longTasks.filter((task) => task.start + task.duration > fcp);
      return {
        blockingMs: Math.round(
          tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        ),
        longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      };
    });
  } finally {
    await context.close();
  }
}

export interface BlockingResult {
  name: string;
  runs: BlockingRun[];
  medianBlockingMs: number;
  medianLongestMs: number;
}

/** Each page `runs` times in a fresh context: the blocking time after the first paint. */
export async function benchBlocking(
  chromePath: string,
  pages: readonly { name: string; url: string }[],
  runs = 5,
): Promise<BlockingResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const results: BlockingResult[] = [];
    for (const { name, url } of pages) {
      const measured: BlockingRun[] = [];
      for (let i = 0; i < runs; i += 1) measured.push(await oneVisit(browser, url));
      results.push({
        name,
        runs: measured,
        medianBlockingMs: median(measured.map((run) => run.blockingMs)),
        medianLongestMs: median(measured.map((run) => run.longestMs)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function blockingTable(results: readonly BlockingResult[]): string {
  return table([
    ['page (new visitor, phone, 4× CPU)', 'blocking ms', 'longest task ms', 'runs: blocking ms'],
    ...results.map((r) => [
      r.name,
      r.medianBlockingMs,
      r.medianLongestMs,
      r.runs.map((run) => run.blockingMs).join(' '),
    ]),
  ]);
}
