import { load, medianLoad } from './load.ts';
import type { Load, LoadOptions } from './load.ts';

type Target = Pick<LoadOptions, 'url' | 'headers'>;

/**
 * Throughput of a target and its baseline, interleaved (baseline, target, baseline, ...) so that
 * noise from this shared machine hits both alike; medians and the ratio target / baseline.
 */
export async function compareThroughput(
  target: Target,
  baseline: Target,
  rounds = 3,
  seconds = 4,
): Promise<{ target: Load; baseline: Load; ratio: number }> {
  const t: Load[] = [];
  const b: Load[] = [];
  for (let i = 0; i < rounds; i += 1) {
    b.push(await load({ ...baseline, seconds }));
    t.push(await load({ ...target, seconds }));
  }
  const [target_, baseline_] = [medianLoad(t), medianLoad(b)];
  return { target: target_, baseline: baseline_, ratio: target_.rps / baseline_.rps };
}
