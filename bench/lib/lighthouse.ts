import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';
import { median } from './stats.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse with its mobile defaults in Debian's Chromium, the median of `runs` runs. */
export async function lighthouseMedian(
  chromePath: string,
  url: string,
  runs = 3,
  /** The Cookie header of a signed-in page. */
  cookie: string | null = null,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const answer = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        // Error pages are measured too (the 404 page is part of the bench).
        ignoreStatusCode: true,
        ...(cookie && { extraHeaders: { Cookie: cookie } }),
      });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      // BENCH_LIGHTHOUSE_DIR keeps each run's whole report, to read what holds a page's paint back.
      const dir = process.env.BENCH_LIGHTHOUSE_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const name = url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '_');
        writeFileSync(join(dir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    seo: median(results.map((r) => r.seo)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  };
}
