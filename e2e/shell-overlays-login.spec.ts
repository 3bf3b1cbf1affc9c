import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmsRuFake, textsOf, type SmsText } from '../apps/api/test/fakes/smsru.ts';
import { freePort, hydrated, waitForUrl } from './shell-overlays-support.ts';

// SPEC 4 authentication end to end: an API of its own on an empty database, its SMS gateway a
// local stand-in that speaks the SMS.ru protocol and keeps the texts, and a web server in front.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sms: Awaited<ReturnType<typeof startSmsRuFake>>;
const texts = (): SmsText[] => textsOf(sms);
const children: ChildProcess[] = [];
let dataDir = '';
let web = '';

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: process.env.LOGIN_E2E_DEBUG ? 'inherit' : 'ignore',
  });
  children.push(child);
  return child;
}

test.beforeAll(async () => {
  test.setTimeout(240_000); // a fresh embedded database migrates first (no seed: login needs none)
  sms = await startSmsRuFake('stand-in');
  dataDir = mkdtempSync(join(tmpdir(), 'login-e2e-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const database = { PGLITE_DIR: join(dataDir, 'pglite') };
  start('apps/api/src/server.ts', {
    API_PORT: String(apiPort),
    ...database,
    SMSRU_API_ID: 'stand-in',
    SMSRU_URL: sms.url,
    JWT_SECRET: 'a-secret-for-the-login-end-to-end-suite-only',
    LOG_LEVEL: 'warn',
  });
  await waitForUrl(`http://127.0.0.1:${apiPort}/v1/health`, 150);
  start('apps/web/server/index.ts', {
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
  });
  web = `http://localhost:${webPort}`;
  await waitForUrl(`${web}/favicon.svg`);
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await sms.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The anonymous basket's quantities pushed at sign-in (on the server now, decision 0069) are
// e2e/basket-sign-in.spec.ts's.
test('«Вход» → phone in the SPEC 5 mask → SMS code → logged in, tokens only in httpOnly cookies', async ({
  page,
  context,
}) => {
  await page.goto(`${web}/`);
  await hydrated(page);

  await page.getByRole('button', { name: 'Вход' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
  await expect(panel).toBeVisible({ timeout: 10_000 });
  const phone = panel.getByLabel('Телефон');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue('+7 ');
  await phone.fill('900-12');
  await panel.getByRole('button', { name: 'Получить код' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Некорректный формат телефона.');
  await phone.fill('9001234567');
  await expect(phone).toHaveValue('+7 900-123-45-67');
  await panel.getByRole('button', { name: 'Получить код' }).click();
  await expect(panel.getByText('Код отправлен на номер +7 900-123-45-67')).toBeVisible();
  await expect.poll(() => texts().length).toBe(1);
  const code = /\d{4,8}/.exec(texts()[0]?.msg ?? '')?.[0] ?? '';
  expect(code).not.toBe('');

  const wrong =
    code === '0'.repeat(code.length) ? '1'.repeat(code.length) : '0'.repeat(code.length);
  await panel.getByLabel('Код из SMS').fill(wrong);
  await panel.getByRole('button', { name: 'Войти' }).click();
  await expect(panel.getByRole('alert')).not.toBeEmpty();
  await panel.getByLabel('Код из SMS').fill(code);
  await panel.getByRole('button', { name: 'Войти' }).click();
  await expect(panel).toHaveCount(0);

  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { phone?: string } | null,
  );
  expect(stored?.phone).toBeTruthy();
  expect(JSON.stringify(stored)).not.toMatch(/eyJ/); // no JWT in the page's storage
  await expect(page.getByRole('button', { name: 'Вход' })).toHaveCount(0);

  // Logout through the same web route clears the httpOnly cookies (SPEC 4).
  const out = await page.request.post(`${web}/auth/validate/`, {
    form: { intent: 'logout' },
    headers: { origin: web },
  });
  expect(await out.json()).toEqual({ loggedOut: true });
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('a sign-in posted from another site is refused', async ({ request }) => {
  const answer = await request.post(`${web}/auth/validate/`, {
    form: { intent: 'send', phone: '+7 900-123-45-67' },
    headers: { origin: 'https://evil.example' },
  });
  expect(answer.status()).toBe(403);
});

test('a sign-in without JavaScript goes on only to a page of the site, whatever ?redirect= holds', async ({
  playwright,
}) => {
  // A tab or a line break after the first slash: browsers drop them, and «//evil.example» is left.
  const cases: [string, string, string][] = [
    ['/\t/evil.example/', '/lk/', '+7 900-555-01-01'],
    ['/\r\n/evil.example/', '/lk/', '+7 900-555-01-02'],
    // A control character or a letter outside ASCII: percent-encoded, never a 500.
    ['/lk/\u0001/гараж/', '/lk/%01/%D0%B3%D0%B0%D1%80%D0%B0%D0%B6/', '+7 900-555-01-03'],
  ];
  for (const [redirect, expected, phone] of cases) {
    // A visitor of its own each time: a signed-in one would be sent on by the page before the form.
    const request = await playwright.request.newContext();
    const action = `${web}/lk/auth/?redirect=${encodeURIComponent(redirect)}`;
    const sent = texts().length;
    const send = await request.post(action, { form: { intent: 'send', phone }, maxRedirects: 0 });
    expect(send.status(), redirect).toBe(200);
    await expect.poll(() => texts().length).toBeGreaterThan(sent);
    const code = /\d{4,8}/.exec(texts().at(-1)?.msg ?? '')?.[0] ?? '';
    const signed = await request.post(action, {
      form: { intent: 'validate', phone, code },
      maxRedirects: 0,
    });
    expect(signed.status(), redirect).toBe(302);
    const landing = new URL(signed.headers().location ?? '', web);
    expect(landing.host, redirect).toBe(new URL(web).host);
    // A first sign-in fills in the registration form first, the target kept in its own ?redirect=.
    expect(landing.pathname, redirect).toBe('/registration/');
    expect(landing.searchParams.get('redirect'), redirect).toBe(expected);
    await request.dispose();
  }
});
