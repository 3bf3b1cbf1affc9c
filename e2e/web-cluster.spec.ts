import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from './shell-overlays-support.ts';
import { DESKTOP_ONLY } from './support/site.ts';

// WEB_WORKERS: the web server as several processes on one port (node:cluster). A process that
// dies is replaced and the site keeps answering; a stop signal ends them all.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;

/** The processes the primary started. */
function workersOf(primary: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps answers 1 when there are none
  }
}

/**
 * A page's status on a connection of its own: a kept-alive connection belongs to one process and
 * ends with it (a browser asks again on a new one).
 */
function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path, agent: false, headers: { host: `localhost:${port}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    ).on('error', reject);
  });
}

test(
  'two web processes serve the site, a dead one is replaced, SIGTERM stops them all',
  DESKTOP_ONLY,
  async () => {
    test.skip(test.info().project.name !== 'desktop', 'no browser: one project is enough');
    const port = await freePort();
    const web = spawn(process.execPath, ['apps/web/server/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, API_URL, PORT: String(port), WEB_WORKERS: '2' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => web.once('exit', resolve));
    try {
      await waitForUrl(`http://localhost:${port}/favicon.svg`);
      await expect.poll(() => workersOf(web.pid!).length, { timeout: 30_000 }).toBe(2);
      const page = () => statusOf(port, '/contacts/');
      for (let i = 0; i < 6; i += 1) expect(await page()).toBe(200);

      // Past the first seconds (a process that ends at once is not restarted): one dies.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const [victim, survivor] = workersOf(web.pid!);
      process.kill(victim!, 'SIGKILL');
      // Once the primary has seen it end (and reaped it), the survivor takes every connection
      // while the replacement starts.
      await expect.poll(() => workersOf(web.pid!), { timeout: 30_000 }).not.toContain(victim);
      for (let i = 0; i < 6; i += 1) expect(await page()).toBe(200);
      await expect.poll(() => workersOf(web.pid!).length, { timeout: 30_000 }).toBe(2);
      expect(workersOf(web.pid!)).toContain(survivor);
      await waitForUrl(`http://localhost:${port}/favicon.svg`);

      const workers = workersOf(web.pid!);
      web.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      web.kill('SIGKILL');
    }
  },
);
