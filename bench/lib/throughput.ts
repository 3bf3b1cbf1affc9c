import autocannon from 'autocannon';
import { median } from './stats.ts';

export interface Throughput {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

async function once(url: string, headers: Record<string, string>, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { requestsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/**
 * Throughput of a target and its baseline, interleaved (baseline, target, baseline, ...) so that
 * noise from this shared machine hits both alike; medians and the ratio target / baseline.
 */
export async function compareThroughput(
  target: { url: string; headers?: Record<string, string> },
  baseline: { url: string; headers?: Record<string, string> },
  rounds = 3,
  seconds = 4,
): Promise<{ target: Throughput; baseline: Throughput; ratio: number }> {
  const t: Throughput[] = [];
  const b: Throughput[] = [];
  for (let i = 0; i < rounds; i += 1) {
    b.push(await once(baseline.url, baseline.headers ?? {}, seconds));
    t.push(await once(target.url, target.headers ?? {}, seconds));
  }
  const pick = (list: Throughput[]): Throughput => ({
    requestsPerSec: median(list.map((x) => x.requestsPerSec)),
    p50Ms: median(list.map((x) => x.p50Ms)),
    p99Ms: median(list.map((x) => x.p99Ms)),
  });
  const target_ = pick(t);
  const baseline_ = pick(b);
  return { target: target_, baseline: baseline_, ratio: target_.requestsPerSec / baseline_.requestsPerSec };
}
