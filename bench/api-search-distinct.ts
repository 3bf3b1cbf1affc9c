import { percentile, table } from './lib/stats.ts';
import { startSeededApi } from './lib/seeded-api.ts';

// GET /v1/search over a few hundred distinct queries of the kinds parts buyers type, drawn from the
// catalogue under test: a make and model («Nissan Almera»), a part and a model («Фильтр Almera»),
// a brand («Bosch»), a part number as printed, run together or with dashes («0 986 494 525»,
// «0986494525», «098-649-452-5»). Each query is asked once in a shuffled order, so no answer repeats and the
// three repeated queries of bench/api-search.ts cannot hide a slow kind.

export type DistinctKind = 'make and model' | 'part and model' | 'brand' | 'part number';
export type DistinctRow = {
  kind: DistinctKind | 'all' | 'baseline /v1/health';
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  slowest: string;
};

type Item = { name: string; brand: { nameEn: string }; partCode: string };

/** «… для Nissan Almera» and «… для Hyundai Tucson, оригинал»: the make and model after «для». */
function makeAndModel(name: string): string | null {
  const match = /для ([A-Za-z][\w-]*(?: [A-Za-z0-9][\w-]*)?)/.exec(name);
  return match?.[1] ?? null;
}

export async function distinctQueries(apiUrl: string, holdingId = 1, most = 300) {
  const items: Item[] = [];
  for (const sort of ['popular', 'name', 'price-desc'])
    for (let page = 1; page <= 3; page += 1) {
      const res = await fetch(
        `${apiUrl}/v1/store/parts/all?holdingId=${holdingId}&perPage=96&sort=${sort}&page=${page}`,
      );
      items.push(...((await res.json()) as { items: Item[] }).items);
    }
  const queries = new Map<string, DistinctKind>();
  for (const item of items) {
    const model = makeAndModel(item.name);
    if (model) queries.set(model, 'make and model');
    const part = item.name.split(' ')[0];
    const lastWord = model?.split(' ').at(-1);
    if (part && lastWord) queries.set(`${part} ${lastWord}`, 'part and model');
    queries.set(item.brand.nameEn, 'brand');
  }
  // Every twelfth item's part number, in turn as printed, run together and in dashed threes.
  items
    .filter((_, i) => i % 12 === 0)
    .forEach((item, i) => {
      const squashed = item.partCode.replace(/[^0-9A-Za-z]/g, '');
      const forms = [item.partCode, squashed, squashed.replace(/(.{3})(?=.)/g, '$1-')];
      queries.set(forms[i % 3]!, 'part number');
    });
  // A fixed shuffle (the same every run): kinds interleave, so machine noise hits all alike.
  const list = [...queries].map(([query, kind], i) => ({ query, kind, key: (i * 7919) % 10007 }));
  return list.sort((a, b) => a.key - b.key).slice(0, most);
}

export type DistinctRun = {
  rows: DistinctRow[];
  // The slowest queries of the run, slowest first: where the tail comes from.
  slowest: { kind: DistinctKind; query: string; ms: number }[];
};

export async function benchDistinctSearch(apiUrl: string, holdingId = 1): Promise<DistinctRun> {
  const queries = await distinctQueries(apiUrl, holdingId);
  const times: { kind: DistinctKind; query: string; ms: number }[] = [];
  // The baseline: /v1/health after each query, so the machine's load shows beside the figures.
  const baseline: { kind: 'baseline /v1/health'; query: string; ms: number }[] = [];
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return performance.now() - started;
  };
  // Warm-up with words outside the drawn set: the first requests compile code and fill caches.
  for (const query of ['масло', 'щетка', 'свеча', 'колодки'])
    await timed(`${apiUrl}/v1/search?holdingId=${holdingId}&query=${encodeURIComponent(query)}`);
  for (const { query, kind } of queries) {
    const url = `${apiUrl}/v1/search?holdingId=${holdingId}&query=${encodeURIComponent(query)}`;
    times.push({ kind, query, ms: await timed(url) });
    baseline.push({
      kind: 'baseline /v1/health',
      query: '',
      ms: await timed(`${apiUrl}/v1/health`),
    });
  }
  const row = (kind: DistinctRow['kind']): DistinctRow => {
    const own = [...times, ...baseline].filter((t) =>
      kind === 'all' ? t.kind !== 'baseline /v1/health' : t.kind === kind,
    );
    const slowest = own.reduce((a, b) => (b.ms > a.ms ? b : a), own[0]!);
    const ms = own.map((t) => t.ms);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      kind,
      queries: own.length,
      p50Ms: round(percentile(ms, 50)),
      p95Ms: round(percentile(ms, 95)),
      maxMs: round(slowest.ms),
      slowest: slowest.query,
    };
  };
  const rows = [
    row('all'),
    row('make and model'),
    row('part and model'),
    row('brand'),
    row('part number'),
    row('baseline /v1/health'),
  ];
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  return { rows, slowest: slowest.map((t) => ({ ...t, ms: Math.round(t.ms * 10) / 10 })) };
}

const SLOWEST_SHOWN = 20;

export function distinctTable(title: string, run: DistinctRun): string {
  return `${title}\n\n${table([
    ['kind', 'queries', 'p50 ms', 'p95 ms', 'max ms', 'slowest'],
    ...run.rows.map((r) => [r.kind, r.queries, r.p50Ms, r.p95Ms, r.maxMs, r.slowest]),
  ])}\n\nThe ${run.slowest.length} slowest queries\n\n${table([
    ['ms', 'kind', 'query'],
    ...run.slowest.map((t) => [t.ms, t.kind, t.query]),
  ])}`;
}

// node bench/api-search-distinct.ts [--url http://127.0.0.1:4000]
if (import.meta.main) {
  const at = process.argv.indexOf('--url');
  const given = at >= 0 ? process.argv[at + 1] : undefined;
  const api = given
    ? { url: given, stop: () => undefined }
    : await startSeededApi(4392, 'bench-search-demo', []);
  try {
    const run = await benchDistinctSearch(api.url);
    console.log(distinctTable(`GET /v1/search, distinct queries, ${given ?? 'demo scale'}`, run));
  } finally {
    api.stop();
  }
}
