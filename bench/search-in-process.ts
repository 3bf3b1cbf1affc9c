import { readFileSync } from 'node:fs';
import { searchQuerySchema } from '@dealer/contract';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { createDb } from '../apps/api/src/db/client.ts';
import { createCatalogStore } from '../apps/api/src/db/queries/catalog/stock-index/index.ts';
import { search } from '../apps/api/src/db/queries/search/search.ts';
import { percentile, table } from './lib/stats.ts';

// The distinct search queries run in process, one at a time, against the database the environment
// names (PGLITE_DIR, or DATABASE_URL; no API may hold the same PGlite folder): per query its wall
// time, the CPU time of this process and the time and number of its SQL statements, so the HTTP
// figures' noise and the engine's share can be told apart (decision 0071, addendum).
//   node bench/search-in-process.ts queries.json [runs]
// queries.json: [{ "query": "Nissan Almera", "kind": "make and model" }, …], as
// `distinctQueries()` of bench/api-search-distinct.ts draws them.
type Query = { query: string; kind: string };
type Sample = Query & { wall: number; cpu: number; sql: number; statements: number };

const [file, runsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/search-in-process.ts queries.json [runs]');
const queries = JSON.parse(readFileSync(file, 'utf8')) as Query[];
const env = loadEnv();
const client = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
let sqlMs = 0;
let statements = 0;
function timed<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const started = performance.now();
    statements += 1;
    try {
      return await run(...args);
    } finally {
      sqlMs += performance.now() - started;
    }
  };
}
if (client.kind === 'pglite') {
  client.client.query = timed(
    client.client.query.bind(client.client),
  ) as typeof client.client.query;
  client.client.exec = timed(client.client.exec.bind(client.client));
} else {
  client.client.query = timed(
    client.client.query.bind(client.client),
  ) as typeof client.client.query;
}
const store = createCatalogStore(client.db);
const ask = (query: string) =>
  search(client.db, searchQuerySchema.parse({ holdingId: 1, query }), (holdingId) =>
    store.holding(holdingId),
  );
try {
  for (const warm of ['масло', 'щетка', 'свеча', 'колодки']) await ask(warm);
  const round = (n: number) => Math.round(n * 10) / 10;
  for (let run = 1; run <= Number(runsArg ?? 2); run += 1) {
    const samples: Sample[] = [];
    for (const q of queries) {
      sqlMs = 0;
      statements = 0;
      const cpu = process.cpuUsage();
      const started = performance.now();
      await ask(q.query);
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      samples.push({ ...q, wall, cpu: (used.user + used.system) / 1000, sql: sqlMs, statements });
    }
    const row = (kind: string) => {
      const own = samples.filter((s) => kind === 'all' || s.kind === kind);
      const p = (key: 'wall' | 'cpu' | 'sql' | 'statements', at: number) =>
        round(
          percentile(
            own.map((s) => s[key]),
            at,
          ),
        );
      return [
        kind,
        own.length,
        `${p('wall', 50)} / ${p('wall', 95)}`,
        `${p('cpu', 50)} / ${p('cpu', 95)}`,
        `${p('sql', 50)} / ${p('sql', 95)}`,
        `${p('statements', 50)} / ${p('statements', 95)}`,
      ];
    };
    const kinds = [...new Set(queries.map((q) => q.kind))];
    console.log(`\n${client.kind}, run ${run}: p50 / p95 ms\n`);
    console.log(
      table([
        ['kind', 'queries', 'wall', 'CPU', 'SQL', 'statements'],
        row('all'),
        ...kinds.map(row),
      ]),
    );
    const slowest = [...samples].sort((a, b) => b.wall - a.wall).slice(0, 10);
    console.log('\nslowest\n');
    console.log(
      table([
        ['wall', 'CPU', 'SQL', 'statements', 'kind', 'query'],
        ...slowest.map((s) => [
          round(s.wall),
          round(s.cpu),
          round(s.sql),
          s.statements,
          s.kind,
          s.query,
        ]),
      ]),
    );
  }
} finally {
  await client.close();
}
