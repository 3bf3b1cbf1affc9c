import { expect, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from '../shell-overlays-support.ts';
import { API_ORIGIN, staffToken } from './staff.ts';

// What the content editors' suites share (decisions 0068, 0072): a public page fetched from one
// web process as a visitor of a holding, a second web process, and an administrator to sign in as.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOSTS = { 1: 'localhost', 2: 'h2.localhost' } as const;

/** A short token that keeps a run's titles and logins apart from another run's. */
export const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A page of one web process as a visitor of the holding gets it: status and HTML. */
export function fetchPage(port: number, holding: 1 | 2, path: string) {
  return new Promise<{ status: number; html: string; kept: string }>((resolve, reject) => {
    get(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: {
          host: `${HOSTS[holding]}:${port}`,
          cookie: `siteCityCode=${holding === 1 ? 'msk' : 'spb'}`,
        },
      },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            html,
            kept: String(res.headers['x-page-cache'] ?? 'rendered'),
          }),
        );
      },
    ).on('error', reject);
  });
}

/** A second web process beside the e2e stack's, on a port of its own. */
export async function secondWeb(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const web: ChildProcess = spawn(process.execPath, ['apps/web/server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_URL: API_ORIGIN, PORT: String(port), WEB_WORKERS: '1' },
    stdio: 'ignore',
  });
  await waitForUrl(`http://localhost:${port}/favicon.svg`);
  return { port, stop: () => web.kill('SIGTERM') };
}

/**
 * An administrator of the holding made through the API, to sign in with on the page; `suite`
 * names the login and picks the suite's own address for the sign-in limit (staff.ts).
 */
export async function newAdmin(
  request: APIRequestContext,
  holding: 1 | 2,
  suite: string,
  addressByte = 68,
) {
  const admin = await staffToken(request, holding, `127.0.${holding}.${addressByte}`);
  const login = `e2e.${suite}.${run()}`;
  const password = `${login}-secret`;
  const made = await request.post(`${API_ORIGIN}/v1/reports/staff?holdingId=${holding}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { login, name: 'Редактор Контента', role: 'admin', password },
  });
  expect(made.status()).toBe(200);
  return { login, password };
}
