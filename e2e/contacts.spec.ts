import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { siteUrl } from './support/site.ts';
import { seriousIssues } from './support/axe.ts';
import { freePort, hydrated, waitForUrl } from './shell-overlays-support.ts';

// SPEC 2.5 contacts, SPEC 4 maps loader, SPEC 9 hours and map defaults. The suite's stack has no maps
// key (the list and the map links only); a web server of this file's own has one, with a local
// stand-in for the Yandex Maps v3 script that draws markers as plain elements.
test.describe.configure({ timeout: 90_000 });

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;
const DEALER = { city: 'msk', code: 'vektor-kia-varshavka', phone: '+7 (495) 000-10-20' };

// Like the real script: defines ymaps3 with a ready promise and the classes the page uses.
const MAPS_STAND_IN = `window.ymaps3 = (function () {
  class Entity { addChild(child) { if (child.element) this.element.append(child.element); } }
  class YMap extends Entity {
    constructor(element, props) { super(); this.element = element; element.dataset.standIn = 'map';
      element.dataset.location = JSON.stringify(props.location); }
    destroy() { this.element.textContent = ''; }
  }
  class Layer extends Entity {}
  class YMapMarker extends Entity {
    constructor(props, element) { super(); this.element = element;
      element.dataset.coordinates = props.coordinates.join(','); }
  }
  return { ready: Promise.resolve(), YMap, YMapDefaultSchemeLayer: Layer,
    YMapDefaultFeaturesLayer: Layer, YMapMarker };
})();`;

test('without a maps key: the city list with map links, a dealer, its advisers (both holdings)', async ({
  page,
}) => {
  const response = await page.goto(siteUrl(1, '/contacts/'));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).not.toContain('api-maps.yandex.ru');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Контакты дилерских центров в Москве',
  );
  const list = page.getByRole('list', { name: 'Дилерские центры' });
  const cards = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const count = await cards.count();
  expect(count).toBeGreaterThan(5);
  await expect(list.getByRole('link', { name: /^Открыть в Яндекс Картах/ })).toHaveCount(count);
  await expect(page.locator('[data-map-state]')).toHaveCount(0);
  await expect(cards.first()).toContainText('Ежедневно 09:00-21:00');
  expect(await seriousIssues(page)).toEqual([]);

  // The department filter lives in the URL and narrows the list (mileage centres sell no new cars).
  await page.getByRole('link', { name: 'Отдел продаж новых автомобилей' }).click();
  await expect(page).toHaveURL(/\/contacts\/msk\/\?department=sales$/);
  await expect(cards).toHaveCount(count - 1);
  await expect(list).not.toContainText('Вектор Пробег Одинцово');

  // The dealer page: hours by the SPEC 9 rule, the dealer's phone in the header, AutoDealer JSON-LD.
  await page.getByRole('link', { name: 'Kia Вектор Варшавка', exact: true }).click();
  await expect(page).toHaveURL(siteUrl(1, `/contacts/${DEALER.city}/${DEALER.code}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia Вектор Варшавка');
  await expect(page.getByRole('main')).toContainText('Ежедневно 09:00-21:00');
  await expect(page.getByRole('main')).not.toContainText('Ежедневно с');
  await expect(page.getByRole('banner').getByRole('link', { name: DEALER.phone })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Отделы' }).getByRole('listitem')).toHaveCount(6);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(ld).toMatchObject({
    '@type': 'AutoDealer',
    name: 'Kia Вектор Варшавка',
    openingHours: 'Mo-Su 09:00-21:00',
    address: { addressLocality: 'Москва' },
  });
  expect(await seriousIssues(page)).toEqual([]);

  await page.getByRole('link', { name: /^Все консультанты/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Консультанты: Kia Вектор Варшавка',
  );
  const adviser = page
    .getByRole('main')
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link');
  const name = (await adviser.textContent()) ?? '';
  await adviser.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Отзывы о сотруднике' })).toBeVisible();
  expect(await seriousIssues(page)).toEqual([]);

  // The second holding: its own dealers of Saint Petersburg, a code that names no city is a 404.
  await page.goto(siteUrl(2, '/contacts/spb/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Контакты дилерских центров в Санкт-Петербурге',
  );
  await expect(page.getByRole('list', { name: 'Дилерские центры' })).toContainText(
    'Северное Сияние',
  );
  expect((await page.goto(siteUrl(2, '/contacts/kazan/')))?.status()).toBe(404);
  expect((await page.goto(siteUrl(2, `/contacts/msk/${DEALER.code}/`)))?.status()).toBe(404);
});

test.describe('with a maps key', () => {
  test.describe.configure({ mode: 'serial' });
  let scripts: Server;
  let hits: string[] = [];
  let web: ChildProcess | undefined;
  let port = 0;
  let scriptOrigin = '';

  test.beforeAll(async () => {
    scripts = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(MAPS_STAND_IN);
    });
    await new Promise<void>((resolve) => scripts.listen(0, '127.0.0.1', resolve));
    scriptOrigin = `http://127.0.0.1:${(scripts.address() as AddressInfo).port}`;
    port = await freePort();
    web = spawn(process.execPath, ['apps/web/server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_URL,
        PORT: String(port),
        YANDEX_MAPS_API_KEY: 'test-key-0001',
        YANDEX_MAPS_SCRIPT_URL: `${scriptOrigin}/v3/`,
      },
      stdio: 'ignore',
    });
    await waitForUrl(`http://localhost:${port}/favicon.svg`);
  });

  test.afterAll(async () => {
    web?.kill();
    await new Promise((resolve) => scripts?.close(resolve));
  });

  const mapOf = (page: Page) => page.locator('[data-map-state]');

  test('the map script loads when the map scrolls into view, with the key and SPEC 9 language', async ({
    page,
  }) => {
    hits = [];
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 300 });
    const response = await page.goto(
      `http://localhost:${port}/contacts/${DEALER.city}/${DEALER.code}/`,
    );
    // The page's own policy: a nonce, or for a page from the page cache its inline code's hashes.
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' [^;]*'(nonce|sha256)-/,
    );
    expect(response?.headers()['content-security-policy']).toContain(scriptOrigin);
    await hydrated(page);
    await expect(mapOf(page)).toHaveAttribute('data-map-state', 'pending');
    expect(hits).toEqual([]);

    await mapOf(page).scrollIntoViewIfNeeded();
    await expect(mapOf(page)).toHaveAttribute('data-map-state', 'loaded');
    expect(hits).toEqual(['/v3/?apikey=test-key-0001&lang=ru_RU']);
    const marker = mapOf(page).locator('[data-coordinates]');
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveAccessibleName('Kia Вектор Варшавка');
    // The links stay beside the map: a visitor can still open the place in the maps service.
    await expect(page.getByRole('link', { name: /^Открыть в Яндекс Картах/ })).toHaveCount(1);

    // The city page: one marker per dealer, each a link to its page.
    await page.goto(`http://localhost:${port}/contacts/spb/`);
    await hydrated(page);
    await mapOf(page).scrollIntoViewIfNeeded();
    await expect(mapOf(page)).toHaveAttribute('data-map-state', 'loaded');
    const cards = await page
      .getByRole('list', { name: 'Дилерские центры' })
      .getByRole('heading', { level: 2 })
      .count();
    await expect(mapOf(page).locator('a[data-coordinates]')).toHaveCount(cards);
    expect(await seriousIssues(page)).toEqual([]);
  });

  test('a map service that fails leaves the list and says so, no broken frame', async ({
    page,
  }) => {
    await page.route(`${scriptOrigin}/**`, (route) => route.abort());
    await page.goto(`http://localhost:${port}/contacts/msk/`);
    await hydrated(page);
    await mapOf(page).scrollIntoViewIfNeeded();
    await expect(mapOf(page)).toHaveAttribute('data-map-state', 'error');
    await expect(mapOf(page).getByRole('status')).toHaveText(
      'Карта не загрузилась. Адреса и ссылки на Яндекс Карты — в списке.',
    );
    await expect(
      page.getByRole('list', { name: 'Дилерские центры' }).getByRole('link', {
        name: /^Открыть в Яндекс Картах/,
      }),
    ).not.toHaveCount(0);
  });
});
