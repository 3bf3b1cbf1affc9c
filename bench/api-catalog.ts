import { Worker } from 'node:worker_threads';
import { median, percentile, table } from './lib/stats.ts';
import { startSeededApi } from './lib/seeded-api.ts';
import { load, medianLoad } from './lib/load.ts';
import type { Load } from './lib/load.ts';

// GET /v1/catalog with facets: latency of representative filter sets, uncached (a distinct URL per
// request) and repeated (served from the API's response cache), and throughput against a bare
// Fastify hello route. The hello server runs in a worker thread of this process: its own event
// loop, like the API process, while wrk (bench/lib/load.ts) drives both from its own process.

export type CatalogCase = { name: string; query: string };
export type CatalogLatency = {
  name: string;
  total: number;
  coldP50: number;
  coldP95: number;
  warmP50: number;
  warmP95: number;
};
export type CatalogBench = {
  latency: CatalogLatency[];
  throughput: {
    hello: Load;
    cached: Load;
    rotating: Load;
    uncached: Load;
    cachedRatio: number;
    rotatingRatio: number;
    uncachedRatio: number;
  };
};

export const CATALOG_CASES: readonly CatalogCase[] = [
  { name: 'holding 1, all cars', query: 'holdingId=1&category=cars' },
  {
    name: 'used Kia+Toyota ≤ 2 M, by price',
    query:
      'holdingId=1&category=cars&condition=used&mark=kia,toyota&priceTo=2000000&sort=price-asc',
  },
  {
    name: 'moto ≤ 250 cm³, Moscow',
    query: 'holdingId=1&category=moto&engineVolumeTo=250&city=msk',
  },
  {
    name: 'holding 2 ATV, St Petersburg, page 2',
    query: 'holdingId=2&category=atv&city=spb&page=2',
  },
  {
    name: 'fleet vans, white or black',
    query:
      'holdingId=2&category=commercial&commercialType=fleet&bodyType=furgon&colorGroup=white,black',
  },
];

// What visitors page through: every filter set in three sorts and on its first three pages (45 URLs).
export const LISTING_URLS: readonly string[] = CATALOG_CASES.flatMap((c) =>
  ['new-first', 'price-asc', 'year-desc'].flatMap((sort) =>
    [1, 2, 3].map((page) => {
      const query = new URLSearchParams(c.query);
      query.set('sort', sort);
      query.set('page', String(page));
      return `/v1/catalog?${query}`;
    }),
  ),
);

const round1 = (n: number) => Math.round(n * 10) / 10;

let nonce = 0;
async function timed(url: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { meta?: { page: { total: number } }; facets?: unknown };
  const ms = performance.now() - started;
  if (!res.ok || !body.facets) throw new Error(`${url}: HTTP ${res.status} or no facets`);
  return { ms, total: body.meta?.page.total ?? 0 };
}

// p50 and p95 per case: interleaved rounds; cold requests carry a unique unused parameter, so they miss the cache.
async function latency(
  apiUrl: string,
  rounds: number,
  perRound: number,
): Promise<CatalogLatency[]> {
  const url = (c: CatalogCase) => `${apiUrl}/v1/catalog?${c.query}`;
  const runs = new Map(
    CATALOG_CASES.map((c) => [
      c.name,
      {
        cold50: [] as number[],
        cold95: [] as number[],
        warm50: [] as number[],
        warm95: [] as number[],
        total: 0,
      },
    ]),
  );
  for (const c of CATALOG_CASES) for (let i = 0; i < 5; i += 1) await timed(url(c));
  for (let r = 0; r < rounds; r += 1) {
    for (const c of CATALOG_CASES) {
      const entry = runs.get(c.name);
      if (!entry) continue;
      const cold: number[] = [];
      const warm: number[] = [];
      for (let i = 0; i < perRound; i += 1) {
        const answer = await timed(`${url(c)}&nonce=${(nonce += 1)}`);
        cold.push(answer.ms);
        entry.total = answer.total;
        warm.push((await timed(url(c))).ms);
      }
      entry.cold50.push(percentile(cold, 50));
      entry.cold95.push(percentile(cold, 95));
      entry.warm50.push(percentile(warm, 50));
      entry.warm95.push(percentile(warm, 95));
    }
  }
  return CATALOG_CASES.map((c) => {
    const e = runs.get(c.name);
    return {
      name: c.name,
      total: e?.total ?? 0,
      coldP50: round1(median(e?.cold50 ?? [])),
      coldP95: round1(median(e?.cold95 ?? [])),
      warmP50: round1(median(e?.warm50 ?? [])),
      warmP95: round1(median(e?.warm95 ?? [])),
    };
  });
}

// same: one URL again and again; rotate: the listing URLs in turn; distinct: never the same URL twice.
type Mix = 'same' | 'rotate' | 'distinct';

function drive(url: string, seconds: number, mix: Mix): Promise<Load> {
  return load({
    url,
    seconds,
    // What a browser (through the site's proxy) or the web server's fetch sends.
    headers: { 'accept-encoding': 'br, gzip' },
    // An unused parameter of its own per request (distinct), so none is served from the cache.
    ...(mix === 'same' ? {} : { mix: mix === 'rotate' ? { rotate: LISTING_URLS } : 'distinct' }),
  });
}

function startHello(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const worker = new Worker(new URL('./lib/hello-worker.ts', import.meta.url), {
    workerData: { port },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (address: string) =>
      resolve({ url: `${address}/hello`, stop: async () => void (await worker.terminate()) }),
    );
  });
}

// Interleaved rounds of hello, cached /catalog and uncached /catalog; medians and ratios to hello.
async function throughput(
  apiUrl: string,
  rounds: number,
  seconds: number,
): Promise<CatalogBench['throughput']> {
  const hello = await startHello(0);
  const catalogUrl = `${apiUrl}/v1/catalog?${CATALOG_CASES[0]?.query ?? 'holdingId=1'}`;
  const runs = {
    hello: [] as Load[],
    cached: [] as Load[],
    rotating: [] as Load[],
    uncached: [] as Load[],
  };
  try {
    for (let r = 0; r < rounds; r += 1) {
      runs.hello.push(await drive(hello.url, seconds, 'same'));
      runs.cached.push(await drive(catalogUrl, seconds, 'same'));
      runs.rotating.push(await drive(catalogUrl, seconds, 'rotate'));
      runs.uncached.push(await drive(catalogUrl, seconds, 'distinct'));
    }
  } finally {
    await hello.stop();
  }
  const [h, c, o, u] = [runs.hello, runs.cached, runs.rotating, runs.uncached].map(medianLoad) as [
    Load,
    Load,
    Load,
    Load,
  ];
  const ratio = (t: Load) => Math.round((t.rps / h.rps) * 100) / 100;
  return {
    hello: h,
    cached: c,
    rotating: o,
    uncached: u,
    cachedRatio: ratio(c),
    rotatingRatio: ratio(o),
    uncachedRatio: ratio(u),
  };
}

/** The catalogue bench against a running API, e.g. benchCatalog('http://127.0.0.1:4000'). */
export async function benchCatalog(
  apiUrl: string,
  options: { rounds?: number; perRound?: number; seconds?: number } = {},
): Promise<CatalogBench> {
  const { rounds = 5, perRound = 30, seconds = 4 } = options;
  return {
    latency: await latency(apiUrl, rounds, perRound),
    throughput: await throughput(apiUrl, 3, seconds),
  };
}

export function catalogTables(result: CatalogBench): string {
  const lat = result.latency.map((l) => [
    l.name,
    l.total,
    l.coldP50,
    l.coldP95,
    l.warmP50,
    l.warmP95,
  ]);
  const t = result.throughput;
  return [
    'GET /v1/catalog with facets (median of 5 interleaved rounds of 30; cold = distinct URL, warm = repeat)',
    '',
    table([
      ['filter set', 'total', 'cold p50 ms', 'cold p95 ms', 'warm p50 ms', 'warm p95 ms'],
      ...lat,
    ]),
    '',
    'Throughput (wrk, one thread, 10 connections, median of 3 interleaved rounds)',
    '',
    table([
      ['target', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', '× hello'],
      [
        'Fastify hello route (worker thread)',
        t.hello.rps,
        t.hello.p50Ms,
        t.hello.p97Ms,
        t.hello.p99Ms,
        1,
      ],
      [
        '/v1/catalog, one URL repeated',
        t.cached.rps,
        t.cached.p50Ms,
        t.cached.p97Ms,
        t.cached.p99Ms,
        t.cachedRatio,
      ],
      [
        `/v1/catalog, ${LISTING_URLS.length} listing URLs in turn`,
        t.rotating.rps,
        t.rotating.p50Ms,
        t.rotating.p97Ms,
        t.rotating.p99Ms,
        t.rotatingRatio,
      ],
      [
        '/v1/catalog, distinct URLs (never cached)',
        t.uncached.rps,
        t.uncached.p50Ms,
        t.uncached.p97Ms,
        t.uncached.p99Ms,
        t.uncachedRatio,
      ],
    ]),
  ].join('\n');
}

// node bench/api-catalog.ts [--url http://127.0.0.1:4000]: without --url it seeds .data/bench-catalog and starts an API on port 4392.
if (import.meta.main) {
  const at = process.argv.indexOf('--url');
  const given = at >= 0 ? process.argv[at + 1] : undefined;
  const api = given
    ? { url: given, stop: () => undefined }
    : await startSeededApi(4392, 'bench-catalog');
  try {
    console.log(catalogTables(await benchCatalog(api.url)));
  } finally {
    api.stop();
  }
}
