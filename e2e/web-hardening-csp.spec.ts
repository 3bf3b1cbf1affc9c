import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { vehicle } from './catalog-card-support.ts';
import { raw } from './support/raw-http.ts';
import { clickLogo, freePort, hydrated, waitForUrl } from './shell-overlays-support.ts';
import { DESKTOP_ONLY } from './support/site.ts';

// A web server of its own with the CSP, analytics stand-ins, a trusted proxy in front
// (loopback) and one partner site allowed to frame /iframe/* pages.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let scripts: Server;
let partner: Server;
let partnerOrigin = '';
let framedPath = '/';
let web: ChildProcess | undefined;
let webPort = 0;
const scriptHits: string[] = [];

test.beforeAll(async () => {
  // A fresh server on a busy machine can take longer than a hook's default 30 s.
  test.setTimeout(90_000);
  scripts = createServer((req, res) => {
    scriptHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(req.url?.startsWith('/gtm.js') ? 'window.__gtm = 1;' : 'window.__ym = 1;');
  });
  partner = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><title>Партнёр</title><iframe src="http://localhost:${webPort}${framedPath}" title="embed"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => scripts.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const scriptHost = `http://127.0.0.1:${(scripts.address() as AddressInfo).port}`;
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  webPort = await freePort();
  web = spawn(process.execPath, ['apps/web/server/index.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      API_URL,
      PORT: String(webPort),
      GTM_ID: 'GTM-TEST7Q',
      YM_COUNTER_ID_1: '10000001',
      GTM_SCRIPT_URL: `${scriptHost}/gtm.js`,
      YM_SCRIPT_URL: `${scriptHost}/tag.js`,
      WEB_TRUST_PROXY: 'loopback',
      IFRAME_ALLOWED_ORIGINS: partnerOrigin,
    },
  });
  await waitForUrl(`http://localhost:${webPort}/favicon.svg`);
});

test.afterAll(async () => {
  web?.kill('SIGTERM');
  await new Promise((resolve) => scripts.close(resolve));
  await new Promise((resolve) => partner.close(resolve));
});

/** Every CSP violation the page reports, from its own event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString()));
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void })
        .__cspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

test('home, listing, card, search overlay and an embed load under the CSP without a violation; analytics load', async ({
  page,
  request,
}) => {
  const car = await vehicle(request, 1);
  const violations = await watchCsp(page);
  const site = `http://localhost:${webPort}`;
  // Pages from the page cache too (hashes in their policy, no nonce) run their inline code.
  const cacheStates: (string | undefined)[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      cacheStates.push(response.headers()['x-page-cache']);
  });

  await page.goto(`${site}/`);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => (window as { __gtm?: number }).__gtm)).toBe(1);
  await expect.poll(() => page.evaluate(() => (window as { __ym?: number }).__ym)).toBe(1);
  expect(scriptHits).toEqual(expect.arrayContaining(['/gtm.js?id=GTM-TEST7Q', '/tag.js']));

  for (const path of [
    '/cars/new/',
    `/catalog/${car.id}/`,
    '/iframe/catalog_list/',
    '/mobileapp/',
    '/mobileapp/download/',
  ]) {
    await page.goto(site + path);
    await hydrated(page);
  }
  await page.goto(`${site}/?search=kia`);
  await hydrated(page);
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeVisible();
  // A client navigation loads route modules and styles after the first page.
  await page.goto(`${site}/cars/new/`);
  await hydrated(page);
  await clickLogo(page);
  await expect(page).toHaveURL(`${site}/`);
  expect(cacheStates).toContain('HIT');
  expect(violations).toEqual([]);
});

test(
  'only the configured site frames an /iframe/ page; no site frames the others',
  DESKTOP_ONLY,
  async ({ page }) => {
    const embed = await raw({ path: '/iframe/catalog_list/', port: webPort });
    expect(embed.headers['content-security-policy']).toContain(`frame-ancestors ${partnerOrigin}`);
    const home = await raw({ path: '/', port: webPort });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    framedPath = '/iframe/catalog_list/';
    await page.goto(partnerOrigin);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('html[data-hydrated="true"]')).toHaveCount(1);

    framedPath = '/';
    await page.goto(partnerOrigin);
    await page.waitForTimeout(1000);
    const inner = page.frames().find((f) => f !== page.mainFrame());
    expect(
      await inner?.evaluate(() => document.documentElement.dataset.hydrated).catch(() => null),
    ).toBeFalsy();
  },
);

test(
  'headers on pages, API answers and files; HSTS and Secure cookies only over HTTPS',
  DESKTOP_ONLY,
  async () => {
    for (const path of ['/', '/api/v1/health', '/favicon.svg', '/no-such-page/']) {
      const answer = await raw({ path, port: webPort });
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy'], path).toContain('frame-ancestors');
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    // A page the page cache keeps goes to every visitor as it is: its inline code is allowed by
    // hash, and no nonce is in it for a visitor to read and reuse.
    const first = await raw({ path: '/', port: webPort });
    const again = await raw({ path: '/', port: webPort });
    expect(again.headers['x-page-cache']).toBe('HIT');
    for (const cached of [first, again]) {
      const csp = String(cached.headers['content-security-policy']);
      expect(csp).not.toContain("'nonce-");
      expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(cached.body).not.toContain(' nonce=');
    }
    // A page rendered for one visitor (private) has a nonce of its own in every answer.
    const nonces: string[] = [];
    for (const answer of [
      await raw({ path: '/lk/auth/', port: webPort }),
      await raw({ path: '/lk/auth/', port: webPort }),
    ]) {
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(answer.body.includes(`<script nonce="${nonce}"`)).toBe(true);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    const plain = await raw({ path: '/?city=spb', port: webPort });
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    // Behind the trusted proxy (loopback here) an HTTPS visit is HTTPS.
    const https = { 'x-forwarded-proto': 'https' };
    const secure = await raw({ path: '/?city=spb', port: webPort, headers: https });
    expect(String(secure.headers['set-cookie'])).toContain('; Secure');
    expect(secure.headers['strict-transport-security']).toContain('max-age=');
    // The test stack trusts no proxy: a client saying HTTPS is not believed.
    const untrusted = await raw({ path: '/?city=spb', headers: https });
    expect(String(untrusted.headers['set-cookie'])).not.toContain('Secure');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  },
);
