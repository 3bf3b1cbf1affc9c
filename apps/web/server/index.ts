import cluster from 'node:cluster';
import { env } from '../app/shared/config/env.server.ts';

// The web server's entry: one process, or WEB_WORKERS processes sharing its port (node:cluster)
// so that rendering uses as many cores. Each keeps its own page cache; what visitors share across
// processes (sessions, sign-in codes, rate limits) lives in the API.

/** A process that ends this soon after its start is not restarted: it would fail again. */
const SETTLE_MS = 5000;

if (cluster.isPrimary && env.workers > 1) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < env.workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const early = Date.now() - (startedAt.get(worker.id) ?? 0) < SETTLE_MS;
    console.error(`web: process ${worker.process.pid} ended (${signal ?? code})`);
    if (!early) return fork();
    stopping = true;
    for (const other of Object.values(cluster.workers ?? {})) other?.kill();
    process.exitCode = 1;
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    });
  }
} else {
  await import('./server.ts');
}
