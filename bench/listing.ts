import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { table } from './lib/stats.ts';
import { compareThroughput } from './lib/throughput.ts';
import type { Load } from './lib/load.ts';

// The listing's own budgets: HTML of a 24-vehicle page ≤ 60 KB gzip, and a cached
// listing served at ≥ 60% of the static-file throughput.
export const LISTING_PATH = '/cars/new/';
const HTML_BUDGET = 60 * 1024;
const THROUGHPUT_BUDGET = 0.6;

export interface ListingBench {
  path: string;
  vehicles: number;
  htmlBytes: number;
  htmlGzip: number;
  servedGzip: number;
  htmlBudget: number;
  throughput: { target: Load; baseline: Load; ratio: number };
  throughputBudget: number;
  /** For reading the ratio: the same listing against a static file about as large on the wire. */
  sameSize: { file: string; bytes: number; ratio: number };
}

/** Bytes on the wire, not decompressed. */
function rawBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let total = 0;
      res.on('data', (chunk: Buffer) => (total += chunk.length));
      res.on('end', () => resolve(total));
    }).on('error', reject);
  });
}

export async function benchListing(webPort: number): Promise<ListingBench> {
  const local = `http://127.0.0.1:${webPort}`;
  const host = { host: `localhost:${webPort}` };
  const html = Buffer.from(
    await (
      await fetch(local + LISTING_PATH, { headers: { ...host, 'accept-encoding': 'identity' } })
    ).arrayBuffer(),
  );
  const vehicles = html.toString('utf8').match(/<article/g)?.length ?? 0;
  // What the server sends a browser asking for gzip (the page cache keeps the compressed copy).
  const servedGzip = await rawBytes(local + LISTING_PATH, { ...host, 'accept-encoding': 'gzip' });
  const throughput = await compareThroughput(
    { url: local + LISTING_PATH, headers: { ...host, 'accept-encoding': 'br' } },
    { url: `${local}/robots.txt`, headers: { 'accept-encoding': 'br' } },
  );
  const sameSize = await sameSizeStatic(
    local,
    html.toString('utf8'),
    await rawBytes(local + LISTING_PATH, { ...host, 'accept-encoding': 'br' }),
  );
  const versus = await compareThroughput(
    { url: local + LISTING_PATH, headers: { ...host, 'accept-encoding': 'br' } },
    { url: local + sameSize.file, headers: { 'accept-encoding': 'br' } },
  );
  return {
    path: LISTING_PATH,
    vehicles,
    htmlBytes: html.length,
    htmlGzip: gzipSync(html, { level: 6 }).length,
    servedGzip,
    htmlBudget: HTML_BUDGET,
    throughput,
    throughputBudget: THROUGHPUT_BUDGET,
    sameSize: { ...sameSize, ratio: versus.ratio },
  };
}

/** The script of the page whose brotli size is closest to the page's own. */
async function sameSizeStatic(
  local: string,
  html: string,
  pageBytes: number,
): Promise<{ file: string; bytes: number }> {
  const files = [...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let best = { file: '/robots.txt', bytes: 0 };
  for (const file of files) {
    const bytes = await rawBytes(local + file, { 'accept-encoding': 'br' });
    if (Math.abs(bytes - pageBytes) < Math.abs(best.bytes - pageBytes)) best = { file, bytes };
  }
  return best;
}

export function printListing(result: ListingBench): void {
  const ok = (pass: boolean) => (pass ? 'within budget' : 'OVER BUDGET');
  console.log(`\nListing ${result.path} (holding 1): HTML size and cached throughput\n`);
  console.log(
    table([
      ['measure', 'value', 'budget', ''],
      ['vehicles on the page', result.vehicles, 24, result.vehicles === 24 ? '' : 'not 24'],
      ['HTML bytes', result.htmlBytes, '', ''],
      [
        'HTML gzip (level 6) B',
        result.htmlGzip,
        result.htmlBudget,
        ok(result.htmlGzip <= result.htmlBudget),
      ],
      [
        'HTML as served with gzip B',
        result.servedGzip,
        result.htmlBudget,
        ok(result.servedGzip <= result.htmlBudget),
      ],
      ['static file /robots.txt req/s', Math.round(result.throughput.baseline.rps), '', ''],
      ['cached listing req/s', Math.round(result.throughput.target.rps), '', ''],
      [
        'ratio listing / static',
        result.throughput.ratio.toFixed(2),
        result.throughputBudget,
        ok(result.throughput.ratio >= result.throughputBudget),
      ],
      [
        `ratio listing / ${result.sameSize.file} (${result.sameSize.bytes} B br)`,
        result.sameSize.ratio.toFixed(2),
        '',
        'same bytes on the wire',
      ],
    ]),
  );
}
