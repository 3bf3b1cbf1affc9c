import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from './shell-overlays-support.ts';

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

test('two web processes serve the site, a dead one is replaced, SIGTERM stops them all', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'no browser: one project is enough');
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
    const page = () =>
      request.get(`http://localhost:${port}/contacts/`, { headers: { host: `localhost:${port}` } });
    for (let i = 0; i < 6; i += 1) expect((await page()).status()).toBe(200);

    // Past the first seconds (a process that ends at once is not restarted): one dies.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const [victim, survivor] = workersOf(web.pid!);
    process.kill(victim!, 'SIGKILL');
    for (let i = 0; i < 6; i += 1) expect((await page()).status()).toBe(200);
    await expect
      .poll(() => workersOf(web.pid!).sort(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([survivor]));
    await expect.poll(() => workersOf(web.pid!).length, { timeout: 30_000 }).toBe(2);
    expect(workersOf(web.pid!)).not.toContain(victim);
    await waitForUrl(`http://localhost:${port}/favicon.svg`);

    const workers = workersOf(web.pid!);
    web.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  } finally {
    web.kill('SIGKILL');
  }
});
