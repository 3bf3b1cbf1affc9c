import { median, percentile, table } from './lib/stats.ts';
import { startSeededApi } from './lib/seeded-api.ts';

// Latency of GET /v1/search: one broad word, three words, a part code. Cases are measured in
// interleaved rounds (a, b, c, a, b, c, ...) so the noise of a shared machine hits all alike;
// each figure is the median over the rounds of that round's percentile.

export type SearchCase = { name: string; query: string };
export type SearchLatency = {
  name: string;
  query: string;
  p50Ms: number;
  p95Ms: number;
  hits: number;
};
export type SearchBenchOptions = { holdingId?: 1 | 2; rounds?: number; perRound?: number };

type Totals = Record<'vehicles' | 'accessories' | 'parts', { meta: { page: { total: number } } }>;

// The baseline case: the API's cheapest call (one `select 1`), measured in the same rounds.
const BASELINE: SearchCase = { name: 'baseline /v1/health', query: '' };

async function ask(
  apiUrl: string,
  holdingId: number,
  query: string,
): Promise<{ ms: number; hits: number }> {
  const url =
    query === ''
      ? `${apiUrl}/v1/health`
      : `${apiUrl}/v1/search?holdingId=${holdingId}&query=${encodeURIComponent(query)}`;
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as Partial<Totals>;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const hits = (['vehicles', 'accessories', 'parts'] as const).reduce(
    (sum, group) => sum + (body[group]?.meta.page.total ?? 0),
    0,
  );
  return { ms, hits };
}

// A real part code of the catalogue under test, printed the way its maker prints it.
async function somePartCode(apiUrl: string, holdingId: number): Promise<string> {
  const res = await fetch(
    `${apiUrl}/v1/store/parts/all?holdingId=${holdingId}&perPage=1&sort=price-desc`,
  );
  const body = (await res.json()) as { items?: { partCode: string }[] };
  const code = body.items?.[0]?.partCode;
  if (!code) throw new Error('The catalogue under test has no parts: seed it first');
  return code;
}

export async function searchCases(apiUrl: string, holdingId = 1): Promise<SearchCase[]> {
  return [
    { name: 'one broad word', query: 'фильтр' },
    { name: 'three words', query: 'колодки тормозные передние' },
    { name: 'part code', query: await somePartCode(apiUrl, holdingId) },
    BASELINE,
  ];
}

// p50 and p95 of /search per case against the API at apiUrl (e.g. http://127.0.0.1:4000).
export async function benchSearch(
  apiUrl: string,
  options: SearchBenchOptions = {},
): Promise<SearchLatency[]> {
  const { holdingId = 1, rounds = 5, perRound = 40 } = options;
  const cases = await searchCases(apiUrl, holdingId);
  const hits = new Map<string, number>();
  for (const c of cases)
    for (let i = 0; i < 10; i += 1) hits.set(c.name, (await ask(apiUrl, holdingId, c.query)).hits);
  const p50 = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  const p95 = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < perRound; i += 1) times.push((await ask(apiUrl, holdingId, c.query)).ms);
      p50.get(c.name)?.push(percentile(times, 50));
      p95.get(c.name)?.push(percentile(times, 95));
    }
  }
  return cases.map((c) => ({
    name: c.name,
    query: c.query,
    p50Ms: Math.round(median(p50.get(c.name) ?? []) * 10) / 10,
    p95Ms: Math.round(median(p95.get(c.name) ?? []) * 10) / 10,
    hits: hits.get(c.name) ?? 0,
  }));
}

export function searchTable(title: string, results: readonly SearchLatency[]): string {
  const rows = results.map((r) => [r.name, r.query, r.hits, r.p50Ms, r.p95Ms]);
  return `${title}\n\n${table([['case', 'query', 'hits', 'p50 ms', 'p95 ms'], ...rows])}`;
}

// node bench/api-search.ts [--parts 1000000] [--url http://127.0.0.1:4000]
// Without --url it seeds .data/bench-search-* (or DATABASE_URL) and starts an API on port 4390.
if (import.meta.main) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const parts = arg('--parts') ? Number(arg('--parts')) : null;
  const given = arg('--url');
  const api = given
    ? { url: given, stop: () => undefined }
    : await startSeededApi(
        4390,
        parts ? `bench-search-${parts}` : 'bench-search-demo',
        parts ? ['--parts', String(parts)] : [],
      );
  try {
    const scale = given ? given : parts ? `${parts.toLocaleString('en')} parts` : 'demo scale';
    console.log(
      searchTable(
        `GET /v1/search latency, ${scale} (median of 5 interleaved rounds of 40)`,
        await benchSearch(api.url),
      ),
    );
  } finally {
    api.stop();
  }
}
