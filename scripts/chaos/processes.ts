import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, isListening, waitForUrl } from '../lib/process.ts';

/** One server process of the chaos stack (an API or a web), which the scenarios kill and start again. */
export interface ApiProcess {
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A server of the chaos stack, started from its script on a port, ready once `ready` answers. */
function serverProcess(
  script: string,
  port: number,
  ready: string,
  env: NodeJS.ProcessEnv,
): ApiProcess {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    const done = exited(child);
    child?.kill(name);
    await done;
  };
  return {
    url,
    async start() {
      if (await isListening(port)) throw new Error(`Port ${port} is in use: set CHAOS_API_PORT.`);
      child = spawn('node', [join(ROOT, script)], {
        cwd: ROOT,
        env: { ...process.env, ...env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForUrl(`${url}${ready}`, 60_000, child);
    },
    // A crash, not a shutdown: whatever was in flight is lost.
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

export function apiProcess(port: number, env: NodeJS.ProcessEnv): ApiProcess {
  return serverProcess('apps/api/src/server.ts', port, '/v1/health', {
    ...env,
    API_PORT: String(port),
  });
}

/** A web server of the production build in front of one API process. */
export function webProcess(port: number, apiUrl: string, env: NodeJS.ProcessEnv): ApiProcess {
  return serverProcess('apps/web/server/index.ts', port, '/favicon.svg', {
    ...env,
    PORT: String(port),
    API_URL: apiUrl,
  });
}
