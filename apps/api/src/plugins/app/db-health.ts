import { pingDatabase } from '../../db/queries/health.ts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    // Resolves when the database answered lately; rejects when it did not.
    databaseHealthy(): Promise<void>;
  }
}

// A check this recent is the answer; one up to STALE_MS old is still the answer while a new one
// runs, so /health never waits in the queue behind a flood of searches (PGlite runs one query at a
// time, a pool can be full). A database silent for longer is waited for, and a failure reported.
export const HEALTH_FRESH_MS = 1000;
export const HEALTH_STALE_MS = 10_000;

export default fp(
  async function dbHealth(fastify) {
    let last: { ok: boolean; at: number; error?: unknown } | null = null;
    let running: Promise<void> | null = null;

    const probe = () =>
      (running ??= pingDatabase(fastify.db)
        .then(
          () => void (last = { ok: true, at: Date.now() }),
          (error: unknown) => void (last = { ok: false, at: Date.now(), error }),
        )
        .finally(() => (running = null)));

    fastify.decorate('databaseHealthy', async () => {
      const age = last ? Date.now() - last.at : Infinity;
      if (last?.ok && age < HEALTH_STALE_MS) {
        if (age >= HEALTH_FRESH_MS) void probe();
        return;
      }
      await probe();
      if (!last?.ok) throw last?.error ?? new Error('database check failed');
    });
  },
  { name: 'db-health', dependencies: ['db'] },
);
