import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT, waitForUrl } from '../scripts/lib/process.ts';
import { table } from './lib/stats.ts';
import { compareThroughput } from './lib/throughput.ts';
import type { LoadOptions } from './lib/load.ts';
import type { Load } from './lib/load.ts';

// Pages nobody asked for yet (home, listing, card) rendered and compressed, against
// the minimal React Router page (one process) that renders with one API call. A web server of its
// own keeps one page, so home alternating between the holdings and the card going through vehicles
// never hit; the listing asks a price ceiling of its own each time (a parameter the page reads).
export const COLD_TARGET_RPS = 300;

export interface ColdRow {
  name: string;
  target: Load;
  baseline: Load;
  ratio: number;
}

type Target = Pick<LoadOptions, 'url' | 'headers' | 'mix' | 'hosts'>;

/** Card paths of the first listing page, as the cold server renders them. */
async function cardPaths(origin: string, host: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/cars/`, { headers: { host } })).text();
  const paths = [...new Set([...html.matchAll(/href="(\/catalog\/\d+\/)"/g)].map((m) => m[1]!))];
  if (paths.length < 2) throw new Error('The cold bench found fewer than two vehicle cards');
  return paths;
}

/** A web server of its own on `port` that keeps one page, in `workers` processes. */
function coldServer(apiUrl: string, port: number, workers: number) {
  return spawn(process.execPath, [join(ROOT, 'apps/web/server/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      PAGE_CACHE_ENTRIES: '1',
      WEB_WORKERS: String(workers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The cases on one web process, then on as many as the machine has cores (WEB_WORKERS, the
 * production setting): the first is what a page costs, the second what the machine serves.
 */
export async function benchColdPages(
  apiUrl: string,
  coldPort: number,
  minimalUrl: string,
): Promise<ColdRow[]> {
  const rows: ColdRow[] = [];
  for (const workers of [...new Set([1, availableParallelism()])]) {
    const web = coldServer(apiUrl, coldPort, workers);
    try {
      const origin = `http://127.0.0.1:${coldPort}`;
      await waitForUrl(`${origin}/favicon.svg`, 60_000, web);
      // The API answers 503 until its stock index is loaded.
      await waitForUrl(`${apiUrl}/v1/catalog?holdingId=1&category=cars&perPage=1`, 120_000);
      const h1 = `localhost:${coldPort}`;
      const br = { 'accept-encoding': 'br' };
      const cards = await cardPaths(origin, h1);
      const cases: [string, Target][] = [
        [
          'home, both holdings in turn',
          { url: `${origin}/`, headers: br, hosts: [h1, `h2.${h1}`] },
        ],
        [
          'listing /cars/new/?priceTo=…',
          {
            url: `${origin}/cars/new/`,
            headers: { ...br, host: h1 },
            mix: { count: 'priceTo', from: 900_000_000 },
          },
        ],
        [
          'card /catalog/{id}/',
          { url: origin, headers: { ...br, host: h1 }, mix: { rotate: cards } },
        ],
        [
          'card, no compression',
          {
            url: origin,
            headers: { 'accept-encoding': 'identity', host: h1 },
            mix: { rotate: cards },
          },
        ],
      ];
      const processes = workers === 1 ? '1 web process' : `${workers} web processes`;
      for (const [name, target] of cases) {
        const result = await compareThroughput(target, { url: minimalUrl, headers: br });
        rows.push({ name: `${name}, ${processes}`, ...result });
      }
    } finally {
      // The next server takes the same port: this one is gone first.
      const gone = new Promise((resolve) => web.once('exit', resolve));
      if (web.kill('SIGTERM')) await gone;
    }
  }
  return rows;
}

export function coldTable(rows: readonly ColdRow[]): string {
  return table([
    [
      'cold page (brotli asked)',
      'req/s',
      'p50 ms',
      'minimal req/s',
      'ratio',
      `≥ ${COLD_TARGET_RPS}/s`,
    ],
    ...rows.map((r) => [
      r.name,
      Math.round(r.target.rps),
      r.target.p50Ms,
      Math.round(r.baseline.rps),
      r.ratio.toFixed(2),
      r.target.rps >= COLD_TARGET_RPS ? 'yes' : 'no',
    ]),
  ]);
}
