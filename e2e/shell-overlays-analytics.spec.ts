import { expect, test } from '@playwright/test';
import { diagonal, DESKTOP_ONLY } from './support/site.ts';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { clickLogo, freePort, hydrated, waitForUrl } from './shell-overlays-support.ts';

// SPEC 5, 9 and INTEGRATIONS.md: a web server of its own with analytics configured, its scripts
// served by a local stand-in host that records what the page asked for.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE = process.execPath;
const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const GTM_STAND_IN = `window.__gtm = (window.__gtm || 0) + 1;`;
// Like tag.js: takes over the queue of the stub and records every call.
const YM_STAND_IN = `(function(){var q=(window.ym&&window.ym.a)||[];window.__ym=[];window.ym=function(){window.__ym.push([].slice.call(arguments));};q.forEach(function(a){window.ym.apply(null,a);});})();`;

let scripts: Server;
let scriptHits: string[] = [];
let web: ChildProcess | undefined;
let webPort = 0;

function startWeb(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(NODE, ['apps/web/server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_URL, ...env },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

test.beforeAll(async () => {
  scripts = createServer((req, res) => {
    scriptHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end(req.url?.startsWith('/gtm.js') ? GTM_STAND_IN : YM_STAND_IN);
  });
  await new Promise<void>((resolve) => scripts.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(scripts.address() as AddressInfo).port}`;
  webPort = await freePort();
  web = startWeb({
    PORT: String(webPort),
    GTM_ID: 'GTM-TEST7Q',
    YM_COUNTER_ID_1: '10000001',
    YM_COUNTER_ID_2: '20000002',
    GTM_SCRIPT_URL: `${host}/gtm.js`,
    YM_SCRIPT_URL: `${host}/tag.js`,
  }).child;
  await waitForUrl(`http://localhost:${webPort}/favicon.svg`);
});

test.afterAll(async () => {
  web?.kill('SIGTERM');
  await new Promise((resolve) => scripts.close(resolve));
});

test.beforeEach(() => {
  scriptHits = [];
});

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: nothing loads before cookies are accepted; then a view per navigation`,
    diagonal(holding),
    async ({ page }) => {
      const host = holding === 1 ? 'localhost' : 'h2.localhost';
      const counter = holding === 1 ? 10000001 : 20000002;
      // A visitor with a city: the first holding's city question (3 s after load, over the
      // header's left end on a wide screen) would otherwise take the logo's click below when the
      // steps before it take that long.
      await page
        .context()
        .addCookies([{ name: 'siteCityCode', value: 'msk', domain: host, path: '/' }]);
      await page.goto(`http://${host}:${webPort}/?from=analytics`);
      await hydrated(page);
      expect(scriptHits).toEqual([]);
      expect(
        await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? null),
      ).toBeNull();

      await page.getByRole('button', { name: 'Принять' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as { __gtm?: number }).__gtm ?? 0))
        .toBe(1);
      expect(scriptHits.some((url) => url === '/gtm.js?id=GTM-TEST7Q')).toBe(true);
      const views = () =>
        page.evaluate(
          () =>
            ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
              (e) => e.event === 'content-view',
            ).length,
        );
      const hits = () =>
        page.evaluate(() =>
          ((window as { __ym?: unknown[][] }).__ym ?? []).filter((call) => call[1] === 'hit'),
        );
      await expect.poll(views).toBe(1);
      await expect
        .poll(hits)
        .toEqual([[counter, 'hit', `http://${host}:${webPort}/?from=analytics`]]);
      expect(
        await page.evaluate(
          () =>
            ((window as { __ym?: unknown[][] }).__ym ?? []).find((call) => call[1] === 'init')?.[0],
        ),
      ).toBe(counter);

      // A client navigation (the logo) sends one more view of each kind.
      await clickLogo(page);
      await expect(page).toHaveURL(`http://${host}:${webPort}/`);
      await expect.poll(views).toBe(2);
      await expect.poll(async () => (await hits()).length).toBe(2);

      // After a reload the accepted cookies load the scripts at once.
      scriptHits = [];
      await page.reload();
      await hydrated(page);
      await expect.poll(() => scriptHits.length).toBe(2);
    },
  );
}

test(
  'a list page is one view: asking its loader for the stored list keeps the address',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString()));
      const cars = [{ id: 1, typeOfTransport: 'cars' }];
      localStorage.setItem('compare', JSON.stringify({ cars, moto: [], atv: [], 'jet-ski': [] }));
    });
    const listAsked = page.waitForResponse((r) => r.url().includes('/compare/_.data?vehicles=1'));
    await page.goto(`http://localhost:${webPort}/compare/`);
    await hydrated(page);
    await listAsked;
    await expect(page.getByText('Загружаем автомобили…')).toHaveCount(0);
    await expect(page).toHaveURL(`http://localhost:${webPort}/compare/`);
    const hits = () =>
      page.evaluate(() =>
        ((window as { __ym?: unknown[][] }).__ym ?? []).filter((call) => call[1] === 'hit'),
      );
    await expect.poll(hits).toEqual([[10000001, 'hit', `http://localhost:${webPort}/compare/`]]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await hits()).toHaveLength(1);
  },
);

test('a blocked analytics script never breaks the page', DESKTOP_ONLY, async ({ page }) => {
  await page.route('**/gtm.js*', (route) => route.abort('blockedbyclient'));
  await page.route('**/tag.js*', (route) => route.abort('blockedbyclient'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://localhost:${webPort}/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Принять' }).click();
  await expect
    .poll(() => page.evaluate(() => ((window as { ym?: { a?: unknown[] } }).ym?.a ?? []).length))
    .toBeGreaterThan(0);
  await page
    .getByRole('button', { name: 'Поиск' })
    .or(page.getByRole('button', { name: 'Меню' }))
    .first()
    .click();
  await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

test(
  'a wrong GTM_ID stops the web server with the SPEC message and its hint',
  DESKTOP_ONLY,
  async () => {
    const port = await freePort();
    const run = startWeb({ PORT: String(port), GTM_ID: 'gtm-12ab' });
    const code = await Promise.race([
      run.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000)),
    ]);
    if (code === 'running') run.child.kill('SIGKILL');
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(run.output()).toContain('"gtm-12ab" is not a valid GTM id');
    expect(run.output()).toContain('Hint:');
  },
);
