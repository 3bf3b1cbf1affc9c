import type { FastifyBaseLogger } from 'fastify';

export type Repeating = { stop(): Promise<void> };

/**
 * Runs `pass` at once and then `intervalMs` after each pass ends, in this process; a failed pass
 * is logged and the next one still comes. stop() waits for the pass in flight.
 */
export function startRepeating(
  name: string,
  pass: () => Promise<void>,
  { intervalMs, log }: { intervalMs: number; log: FastifyBaseLogger },
): Repeating {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
