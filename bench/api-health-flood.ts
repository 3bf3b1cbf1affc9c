import { Worker } from 'node:worker_threads';
import { percentile, table } from './lib/stats.ts';
import { startSeededApi } from './lib/seeded-api.ts';

// /v1/health latency while /v1/search is flooded: one attacker address (the per-address limit
// answers 429 after its budget) and a new address per request (every search reaches the database).
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 32);

async function healthDuring(url: string, spread: boolean | null): Promise<number[]> {
  const untilMs = Date.now() + SECONDS * 1000;
  if (spread === null) return samplesUntil(url, untilMs);
  const flood = new Worker(new URL('./flood-search-worker.ts', import.meta.url), {
    workerData: { url, concurrency: CONCURRENCY, untilMs, spread },
  });
  const done = new Promise((resolve) => flood.on('exit', resolve));
  // Let the flood reach full speed before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const samples = await samplesUntil(url, untilMs);
  await done;
  return samples;
}

async function samplesUntil(url: string, untilMs: number): Promise<number[]> {
  const samples: number[] = [];
  while (Date.now() < untilMs) {
    const start = performance.now();
    await fetch(`${url}/v1/health`).then((res) => res.arrayBuffer());
    samples.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

export async function benchHealthFlood(url: string): Promise<string> {
  // The catalogue index and the first queries warm up before anything is measured.
  for (let i = 0; i < 20; i += 1) await fetch(`${url}/v1/search?holdingId=1&query=bmw`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rows: (string | number)[][] = [['flood of /v1/search', 'samples', 'p50 ms', 'p99 ms']];
  for (const spread of [null, false, true]) {
    const samples = await healthDuring(url, spread);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    rows.push([
      spread === null
        ? 'none (baseline)'
        : spread
          ? 'a new address per request'
          : 'one address (limited)',
      samples.length,
      percentile(samples, 50).toFixed(1),
      percentile(samples, 99).toFixed(1),
    ]);
  }
  return table(rows);
}

// node bench/api-health-flood.ts [--url http://127.0.0.1:4000]: without --url it seeds
// .data/bench-flood and starts an API on port 4160.
if (import.meta.main) {
  const at = process.argv.indexOf('--url');
  const api =
    at > 0 ? { url: process.argv[at + 1]!, stop() {} } : await startSeededApi(4160, 'bench-flood');
  try {
    console.log(await benchHealthFlood(api.url));
  } finally {
    api.stop();
  }
}
