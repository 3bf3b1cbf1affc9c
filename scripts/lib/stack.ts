import { spawn } from 'node:child_process';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, isListening, run, waitForUrl } from './process.ts';

export interface StackOptions {
  apiPort: number;
  webPort: number;
  /** PGlite data folder; ignored when DATABASE_URL is set in env. */
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /**
   * Start the bank's gateway simulator (TWPG, apps/api/test/fakes/twpg-server.ts) on this port and
   * point the API to it, unless PAY_GATEWAY_URL names a gateway already.
   */
  paySimulatorPort?: number;
}

export interface Stack {
  webUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** A local production run signs tokens with a secret made once and kept beside the data. */
function localJwtSecret(dataDir: string): string {
  const file = join(dirname(dataDir), 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Migrates and seeds the database (idempotent), then starts the API and the web server in
 * production mode and waits until both answer.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const simulatorPort = process.env.PAY_GATEWAY_URL ? undefined : options.paySimulatorPort;
  for (const port of [options.apiPort, options.webPort, simulatorPort ?? options.apiPort]) {
    if (await isListening(port))
      throw new Error(`Port ${port} is already in use: stop what runs there first.`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DIR: options.dataDir,
    API_PORT: String(options.apiPort),
    PORT: String(options.webPort),
    API_URL: `http://127.0.0.1:${options.apiPort}`,
    // Both tiers know each holding's address: the API sends the bank's payers back to it.
    PUBLIC_URL_1: process.env.PUBLIC_URL_1 || `http://localhost:${options.webPort}`,
    PUBLIC_URL_2: process.env.PUBLIC_URL_2 || `http://h2.localhost:${options.webPort}`,
    ...(simulatorPort && {
      PAY_GATEWAY_URL: `http://127.0.0.1:${simulatorPort}/twpg`,
      PAY_MERCHANT_ID: 'LOCAL-SIMULATOR',
    }),
    ...options.env,
  };
  env.JWT_SECRET ||= localJwtSecret(options.dataDir);
  await run('node', ['apps/api/seed/index.ts'], { env });
  const stdio: StdioOptions = options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const children: ChildProcess[] = [];
  // A server that misses its start is stopped with the others: none is left holding a port.
  const started = async (script: string, url: string, args: string[] = []) => {
    const child = spawn('node', [join(ROOT, script), ...args], { cwd: ROOT, env, stdio });
    children.push(child);
    try {
      await waitForUrl(url, 60_000, child);
    } catch (error) {
      await Promise.all(children.map(stopChild));
      throw error;
    }
  };
  if (simulatorPort)
    await started(
      'apps/api/test/fakes/twpg-server.ts',
      `http://127.0.0.1:${simulatorPort}/twpg/index.jsp`,
      [String(simulatorPort), 'LOCAL-SIMULATOR'],
    );
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  await started('apps/api/src/server.ts', `${apiUrl}/v1/health`);
  const webUrl = `http://localhost:${options.webPort}`;
  await started('apps/web/server/index.ts', `${webUrl}/favicon.svg`);
  for (const child of children) {
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null) console.error(`A server exited with ${code}`);
    });
  }
  return {
    webUrl,
    apiUrl,
    async stop() {
      await Promise.all(children.reverse().map(stopChild));
    },
  };
}
