import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

export interface PageJs {
  files: number;
  gzip: number;
  /** Each script the page loaded: its path and its gzip bytes. */
  scripts: { path: string; gzip: number }[];
}

/** A built chunk's name without its hash: /assets/card-parts-Bx1_z-9a.js is card-parts. */
export function chunkName(path: string): string {
  return (path.split('/').at(-1) ?? '').replace(/-[\w-]{8}\.js$/, '');
}

/** JavaScript a page loads, in bytes after gzip (computed here, whatever the server sent). */
export async function jsBytes(
  chromePath: string,
  urls: readonly string[],
  /** The Cookie header a URL is loaded with (a signed-in page). */
  cookies: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, PageJs>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const out = new Map<string, PageJs>();
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      const cookie = cookies.get(url);
      if (cookie) await page.setExtraHTTPHeaders({ cookie });
      const bodies: Promise<{ path: string; gzip: number }>[] = [];
      // What comes after the network went quiet (a panel's code on a timer) is not the page's
      // arrival: it is not counted, and its body is not read from a page about to close.
      let arriving = true;
      page.on('response', (response) => {
        if (!arriving || response.request().resourceType() !== 'script') return;
        const path = new URL(response.url()).pathname;
        bodies.push(
          response.body().then((body) => ({ path, gzip: gzipSync(body, { level: 9 }).length })),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      arriving = false;
      const scripts = await Promise.all(bodies);
      out.set(url, {
        files: scripts.length,
        gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
        scripts,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
