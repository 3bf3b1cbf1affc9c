import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, isListening, run, waitForUrl } from '../../scripts/lib/process.ts';

/**
 * An API of the production build over its own seeded PGlite folder under .data (or DATABASE_URL),
 * on the given port: the seed runs first (it leaves an existing catalogue alone).
 */
export async function startSeededApi(
  port: number,
  dataFolder: string,
  seedArgs: readonly string[] = [],
): Promise<{ url: string; stop(): void }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DIR: join(ROOT, '.data', dataFolder),
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  // Production mode wants a signing secret; these tokens never leave the machine.
  env.JWT_SECRET ||= 'bench-only-secret-bench-only-secret-0123';
  if (await isListening(port)) throw new Error(`Port ${port} is already in use`);
  await run(process.execPath, ['apps/api/seed/index.ts', ...seedArgs], { env });
  const api: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/v1/health`, 120_000, api);
  return { url, stop: () => api.kill('SIGTERM') };
}
