import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { catalogListQuerySchema, type CatalogListParams } from '@dealer/contract';
import type { Db } from '../apps/api/src/db/client.ts';
import { sqlFacets, sqlListingPage } from '../apps/api/src/db/queries/catalog/listing-sql/index.ts';
import {
  countFacets,
  createCatalogStore,
  pageOf,
  predicatesOf,
  type CatalogStore,
} from '../apps/api/src/db/queries/catalog/stock-index/index.ts';
import { CATALOG_CASES } from './api-catalog.ts';
import { createStockDb } from './lib/bench-stock-db.ts';
import { median, percentile, table } from './lib/stats.ts';

// The in-memory stock index against the same listing in SQL on a PostgreSQL server (decision 0005):
// a page with its total and the facets, per filter set of bench/api-catalog.ts, at several stock sizes.

export type IndexSqlRow = {
  times: number;
  vehicles: number;
  buildMs: number;
  memoryMb: number;
  cases: {
    name: string;
    total: number;
    index: [p50: number, p95: number];
    sql: [number, number];
  }[];
};

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const usedMb = () => {
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const timed = async (work: () => unknown): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

// The index is cheap to time, so it gets more runs than SQL; both are interleaved per filter set.
async function measure(db: Db, times: number, vehicles: number, sqlReps: number) {
  const params = CATALOG_CASES.map((c) =>
    catalogListQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query))),
  );
  // Build time: the median of three loads.
  const builds: number[] = [];
  let loaded: CatalogStore | undefined;
  for (let i = 0; i < 3; i += 1) {
    loaded = createCatalogStore(db);
    builds.push(await timed(() => loaded?.signature()));
  }
  const index = async (p: CatalogListParams) => {
    const holding = await (loaded as CatalogStore).holding(p.holdingId);
    const predicates = predicatesOf(holding, p);
    return [
      pageOf(holding, predicates, p.sort, p.page, p.perPage),
      countFacets(holding, predicates),
    ];
  };
  const viaSql = (p: CatalogListParams) =>
    Promise.all([
      sqlListingPage(db, {
        holdingId: p.holdingId,
        filter: p,
        sort: p.sort,
        page: p.page,
        perPage: p.perPage,
      }),
      sqlFacets(db, p.holdingId, p),
    ]);
  const runs = params.map(() => ({ index: [] as number[], sql: [] as number[] }));
  for (let r = 0; r < sqlReps; r += 1)
    for (const [i, p] of params.entries()) {
      for (let k = 0; k < 5; k += 1) runs[i]!.index.push(await timed(() => index(p)));
      runs[i]!.sql.push(await timed(() => viaSql(p)));
    }
  // Memory: what letting the loaded index go gives back.
  const withIndex = usedMb();
  loaded = undefined;
  const memoryMb = withIndex - usedMb();
  const cases = await Promise.all(
    CATALOG_CASES.map(async (c, i) => {
      const pair = (xs: number[]): [number, number] => [
        round1(percentile(xs, 50)),
        round1(percentile(xs, 95)),
      ];
      const [page] = await viaSql(params[i]!);
      return {
        name: c.name,
        total: page.total,
        index: pair(runs[i]!.index),
        sql: pair(runs[i]!.sql),
      };
    }),
  );
  return {
    times,
    vehicles,
    buildMs: Math.round(median(builds)),
    memoryMb: round1(memoryMb),
    cases,
  };
}

/** The comparison on the server of `serverUrl`, in a database of its own that is dropped afterwards. */
export async function benchIndexSql(
  serverUrl: string,
  sizes: readonly number[] = [1, 10, 50],
): Promise<IndexSqlRow[]> {
  const stock = await createStockDb(serverUrl);
  try {
    const out: IndexSqlRow[] = [];
    for (const times of sizes) {
      const vehicles = await stock.grow(times);
      out.push(
        await measure(stock.client.db, times, vehicles, times >= 50 ? 3 : times >= 10 ? 6 : 20),
      );
    }
    return out;
  } finally {
    await stock.drop();
  }
}

export function indexSqlTable(rows: readonly IndexSqlRow[]): string {
  return [
    'Stock index against SQL on PostgreSQL: page, total and facets (ms; p50 / p95 per filter set)',
    '',
    table([
      [
        'stock',
        'vehicles',
        'build ms',
        'index MB',
        'filter set',
        'total',
        'index p50/p95',
        'SQL p50/p95',
      ],
      ...rows.flatMap((r) =>
        r.cases.map((c, i) => [
          i === 0 ? `×${r.times}` : '',
          i === 0 ? r.vehicles : '',
          i === 0 ? r.buildMs : '',
          i === 0 ? r.memoryMb : '',
          c.name,
          c.total,
          `${c.index[0]} / ${c.index[1]}`,
          `${c.sql[0]} / ${c.sql[1]}`,
        ]),
      ),
    ]),
  ].join('\n');
}

// node bench/catalog-index-sql.ts [--sizes 1,10,50]: on BENCH_DATABASE_URL or TEST_DATABASE_URL.
if (import.meta.main) {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  const at = process.argv.indexOf('--sizes');
  const sizes = at >= 0 ? (process.argv[at + 1] ?? '1').split(',').map(Number) : undefined;
  console.log(indexSqlTable(await benchIndexSql(url, sizes)));
}
