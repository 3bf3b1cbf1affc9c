import { median, percentile, table } from './lib/stats.ts';
import { startSeededApi } from './lib/seeded-api.ts';

// Latency of the store and parts lists (GET /v1/store/{kind}/{category}) over the seed's 52,000
// items, and of the filter panel's GET /v1/store/filter that the same page asks: the calls a
// /store/ or /parts/ page makes. The lists have no response cache, so every request is a query.
// Cases run in interleaved rounds with /v1/health as the baseline; each figure is the median over
// the rounds of that round's percentile.

export type StoreCase = { name: string; path: string };
export type StoreLatency = {
  name: string;
  path: string;
  total: number;
  p50Ms: number;
  p95Ms: number;
};

export const STORE_CASES: readonly StoreCase[] = [
  { name: 'all parts, popular', path: '/v1/store/parts/all?holdingId=1' },
  {
    name: 'brakes, cheapest first, page 3',
    path: '/v1/store/parts/brakes?holdingId=1&sort=price-asc&page=3',
  },
  {
    name: 'floor mats, two brands, in stock in Moscow',
    path: '/v1/store/store/floor-mats?holdingId=1&brand=autoprofi,element&inStock=true&city=msk',
  },
  {
    name: 'all parts, discounted 1-5 k, by discount, page 5',
    path: '/v1/store/parts/all?holdingId=2&discount=true&priceFrom=1000&priceTo=5000&sort=discount&page=5',
  },
  {
    name: 'filter panel of brakes, in stock in St Petersburg',
    path: '/v1/store/filter?holdingId=2&kind=parts&category=brakes&inStock=true&city=spb',
  },
  {
    name: 'filter panel of all parts',
    path: '/v1/store/filter?holdingId=1&kind=parts&category=all',
  },
];

const BASELINE: StoreCase = { name: 'baseline /v1/health', path: '/v1/health' };

async function timed(url: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { meta?: { page: { total: number } }; total?: number };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return { ms, total: body.meta?.page.total ?? body.total ?? 0 };
}

export async function benchStore(
  apiUrl: string,
  { rounds = 3, perRound = 20 } = {},
): Promise<StoreLatency[]> {
  const cases = [...STORE_CASES, BASELINE];
  const totals = new Map<string, number>();
  // Warm-up: the category tree is loaded once a minute; the first queries fill the caches.
  for (const c of cases)
    for (let i = 0; i < 5; i += 1) totals.set(c.name, (await timed(apiUrl + c.path)).total);
  const p50 = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const p95 = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < perRound; i += 1) times.push((await timed(apiUrl + c.path)).ms);
      p50.get(c.name)?.push(percentile(times, 50));
      p95.get(c.name)?.push(percentile(times, 95));
    }
  }
  return cases.map((c) => ({
    name: c.name,
    path: c.path,
    total: totals.get(c.name) ?? 0,
    p50Ms: Math.round(median(p50.get(c.name) ?? []) * 10) / 10,
    p95Ms: Math.round(median(p95.get(c.name) ?? []) * 10) / 10,
  }));
}

export function storeTable(results: readonly StoreLatency[]): string {
  const rows = results.map((r) => [r.name, r.total, r.p50Ms, r.p95Ms]);
  return `GET /v1/store lists and filters over 52,000 items (median of 3 interleaved rounds of 20)\n\n${table(
    [['case', 'found', 'p50 ms', 'p95 ms'], ...rows],
  )}`;
}

// node bench/api-store.ts [--url http://127.0.0.1:4000]
// Without --url it seeds .data/bench-store (or DATABASE_URL) and starts an API on port 4391.
if (import.meta.main) {
  const at = process.argv.indexOf('--url');
  const given = at >= 0 ? process.argv[at + 1] : undefined;
  const api = given
    ? { url: given, stop: () => undefined }
    : await startSeededApi(4391, 'bench-store', []);
  try {
    console.log(storeTable(await benchStore(api.url)));
  } finally {
    api.stop();
  }
}
