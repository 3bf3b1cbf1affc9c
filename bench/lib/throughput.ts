import { load, medianLoad } from './load.ts';
import type { Load, LoadOptions } from './load.ts';

type Target = Pick<LoadOptions, 'url' | 'headers'>;

/**
 * Throughput of a target and its baseline, interleaved (baseline, target, baseline, ...) so that
 * noise from this shared machine hits both alike; medians and the ratio target / baseline. Each
 * is first driven unmeasured for `warmup` seconds: a flood meets servers whose code the JIT has
 * compiled, not ones that just started.
 */
export async function compareThroughput(
  target: Target,
  baseline: Target,
  rounds = 3,
  seconds = 4,
  warmup = 3,
): Promise<{ target: Load; baseline: Load; ratio: number }> {
  const t: Load[] = [];
  const b: Load[] = [];
  await load({ ...baseline, seconds: warmup });
  await load({ ...target, seconds: warmup });
  for (let i = 0; i < rounds; i += 1) {
    b.push(await load({ ...baseline, seconds }));
    t.push(await load({ ...target, seconds }));
  }
  const [target_, baseline_] = [medianLoad(t), medianLoad(b)];
  return { target: target_, baseline: baseline_, ratio: target_.rps / baseline_.rps };
}
