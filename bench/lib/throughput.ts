import { median } from './stats.ts';
import { load } from './load.ts';

export interface Throughput {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
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
  const once = async (run: { url: string; headers?: Record<string, string> }): Promise<Throughput> => {
    const r = await load({ ...run, seconds });
    return { requestsPerSec: r.rps, p50Ms: r.p50Ms, p99Ms: r.p99Ms };
  };
  for (let i = 0; i < rounds; i += 1) {
    b.push(await once(baseline));
    t.push(await once(target));
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
