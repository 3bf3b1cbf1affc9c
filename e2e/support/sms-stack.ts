import { expect, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmsRuFake, textsOf, type SmsText } from '../../apps/api/test/fakes/smsru.ts';
import { freePort, hydrated, waitForUrl } from '../shell-overlays-support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A started stack: its web addresses (both holdings), the texts the SMS stand-in got, a stop. */
export interface SmsStack {
  web: string;
  webH2: string;
  /** The stack's own folder (its database and what its seed wrote). */
  dataDir: string;
  /** What the SMS stand-in was asked to send so far, oldest first. */
  texts: () => SmsText[];
  stop: () => Promise<void>;
}

/**
 * The personal area's own stack: an API on a fresh database seeded by e2e/support/lk-seed.ts (with
 * `seedArgs`), the SMS gateway a local stand-in speaking the SMS.ru protocol (the code is read from
 * the text it receives, as a phone would), and a production web server in front.
 */
export async function startSmsStack(
  name: string,
  seedArgs: string[] | ((dataDir: string) => string[]) = [],
  /** More of the API's environment, given the site's addresses (PUBLIC_URL_1/2 are set already). */
  apiEnv: Record<string, string> = {},
): Promise<SmsStack> {
  const children: ChildProcess[] = [];
  const start = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: process.env.LK_E2E_DEBUG ? 'inherit' : 'ignore',
    });
    children.push(child);
  };
  const sms = await startSmsRuFake('stand-in');
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-e2e-`));
  const database = { PGLITE_DIR: join(dataDir, 'pglite') };
  const args = typeof seedArgs === 'function' ? seedArgs(dataDir) : seedArgs;
  const seeded = spawnSync(process.execPath, ['e2e/support/lk-seed.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...database },
    stdio: 'inherit',
  });
  expect(seeded.status).toBe(0);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  start('apps/api/src/server.ts', {
    API_PORT: String(apiPort),
    ...database,
    SMSRU_API_ID: 'stand-in',
    SMSRU_URL: sms.url,
    JWT_SECRET: `a-secret-for-the-${name}-end-to-end-suite`,
    LOG_LEVEL: 'warn',
    PUBLIC_URL_1: `http://localhost:${webPort}`,
    PUBLIC_URL_2: `http://h2.localhost:${webPort}`,
    ...apiEnv,
  });
  await waitForUrl(`http://127.0.0.1:${apiPort}/v1/health`, 150);
  start('apps/web/server/index.ts', {
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
  });
  const web = `http://localhost:${webPort}`;
  await waitForUrl(`${web}/favicon.svg`);
  return {
    web,
    webH2: `http://h2.localhost:${webPort}`,
    dataDir,
    texts: () => textsOf(sms),
    stop: async () => {
      // The servers are gone before their folder is: a closing API writes to its database.
      await Promise.all(
        children.map((child) =>
          child.exitCode !== null
            ? undefined
            : new Promise((resolve) => {
                child.once('exit', resolve);
                child.kill('SIGTERM');
              }),
        ),
      );
      await sms.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A chosen city: the city popup (SPEC 4) stays closed and out of the axe checks. */
export async function chooseCity(page: Page, base: string) {
  await page.context().addCookies([{ name: 'siteCityCode', value: 'msk', url: base }]);
}

/** Signs in on the /lk/auth page (reached from `path`) with the code the SMS stand-in received. */
export async function signIn(page: Page, stack: SmsStack, digits: string, path = '/lk/') {
  const wait = { timeout: 15_000 };
  await chooseCity(page, stack.web);
  await page.goto(`${stack.web}${path}`);
  await expect(page).toHaveURL(/\/lk\/auth\/\?redirect=/, wait);
  await hydrated(page);
  await page.getByLabel('Телефон').fill(digits.slice(1).replace(/^7/, ''));
  const sent = stack.texts().length;
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByLabel('Код из SMS')).toBeVisible(wait);
  await expect.poll(() => stack.texts().length, wait).toBeGreaterThan(sent);
  const text = stack.texts().at(-1)!;
  expect(text.to).toBe(digits);
  await page.getByLabel('Код из SMS').fill(/\d{4,8}/.exec(text.msg)?.[0] ?? '');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${stack.web}${path}`, wait);
}
