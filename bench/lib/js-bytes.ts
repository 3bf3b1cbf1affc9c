import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

/** JavaScript a page loads, in bytes after gzip (computed here, whatever the server sent). */
export async function jsBytes(
  chromePath: string,
  urls: readonly string[],
): Promise<Map<string, { files: number; gzip: number }>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const out = new Map<string, { files: number; gzip: number }>();
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const all = await Promise.all(bodies);
      out.set(url, {
        files: all.length,
        gzip: all.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
