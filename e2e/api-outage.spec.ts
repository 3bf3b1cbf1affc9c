import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from './shell-overlays-support.ts';
import { DESKTOP_ONLY } from './support/site.ts';

// Public pages come from the page cache while the API is away, a page never cached
// gets the Russian 503 page, and the site recovers by itself. A web server of this file's own reaches
// the suite's API through a TCP relay that is switched off and on: to the web server the API process
// is gone (connections refused) and back, while the other tests keep their API.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_PORT = Number(process.env.E2E_API_PORT ?? '4100');

/** A relay to the API that can refuse connections (off) and accept them again (on). */
class Relay {
  private server: Server | undefined;
  private readonly open = new Set<Socket>();
  readonly port: number;

  constructor(port: number) {
    this.port = port;
  }

  on(): Promise<void> {
    this.server = createServer((client) => {
      const api = connect(API_PORT, '127.0.0.1');
      for (const socket of [client, api]) {
        this.open.add(socket);
        socket.on('close', () => this.open.delete(socket));
        socket.on('error', () => (socket === client ? api : client).destroy());
      }
      client.pipe(api).pipe(client);
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  off(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

let web: ChildProcess | undefined;
let relay: Relay;
let origin = '';

// One run is enough: it starts servers of its own.
test.skip(({ isMobile }) => isMobile, 'runs on the desktop project only');

test.beforeAll(async () => {
  relay = new Relay(await freePort());
  await relay.on();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  web = spawn(process.execPath, ['apps/web/server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${relay.port}`,
      API_TIMEOUT_MS: '3000',
    },
    stdio: 'ignore',
  });
  await waitForUrl(`${origin}/favicon.svg`);
  // The API answers 503 until its stock index is loaded.
  await waitForUrl(
    `http://127.0.0.1:${relay.port}/v1/catalog?holdingId=1&category=cars&perPage=1`,
    120,
  );
});

test.afterAll(async () => {
  web?.kill('SIGTERM');
  await relay?.off();
});

test(
  'cached pages are served while the API is away, others get 503, and the site recovers',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const cached = await request.get(`${origin}/cars/new/`);
    expect(cached.status()).toBe(200);
    const cards = [...(await cached.text()).matchAll(/href="(\/catalog\/\d+\/)"/g)].map(
      (m) => m[1]!,
    );
    const [kept, never] = [...new Set(cards)];
    expect(never).toBeDefined();
    expect((await request.get(`${origin}${kept}`)).status()).toBe(200);

    await relay.off();
    // The server asks the API's health at most once a second: past that, it knows the API is away.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const path of ['/cars/new/', '/cars/new/?utm_source=outage', kept!]) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['x-page-cache'], path).toMatch(/^(HIT|STALE)$/);
    }
    const missing = await request.get(`${origin}${never}`);
    expect(missing.status()).toBe(503);
    await page.goto(`${origin}${never}`);
    await expect(
      page.getByRole('heading', { name: 'Произошла непредвиденная ошибка' }),
    ).toBeVisible();
    await expect(page.getByText('Код ошибки: 503')).toBeVisible();

    await relay.on();
    await expect
      .poll(async () => (await request.get(`${origin}${never}`)).status(), { timeout: 30_000 })
      .toBe(200);
    await page.goto(`${origin}${never}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Произошла непредвиденная ошибка',
    );
  },
);

test(
  'a list page whose API calls fail says so in the page, not with the error page, and loads again once they work',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    const stock = await request.get(
      `http://127.0.0.1:${relay.port}/v1/catalog?holdingId=1&category=cars&perPage=1&facets=false`,
    );
    const id = ((await stock.json()) as { items: { id: number }[] }).items[0]?.id;
    if (!id) throw new Error('a vehicle needed');
    // The page's HTML is kept while the API answers (the empty list asks nothing more).
    await page.goto(`${origin}/favorites/`);
    await expect(page.getByText('В избранном пока ничего нет', { exact: false })).toBeVisible();

    await relay.off();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.evaluate((vehicle) => {
      const cars = [{ id: vehicle, typeOfTransport: 'cars' }];
      localStorage.setItem('favorites', JSON.stringify({ cars, moto: [], atv: [], 'jet-ski': [] }));
    }, id);
    await page.reload();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Не удалось загрузить список. Проверьте соединение и обновите страницу.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
    await expect(page).toHaveURL(`${origin}/favorites/`);

    await relay.on();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Автомобили' }).getByRole('article')).toHaveCount(
      1,
    );
  },
);
