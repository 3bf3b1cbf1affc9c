import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { holdingDisplayName, MOBILE_APP_BANNER_HREF } from '@dealer/domain';
import { diagonal, hostHeader, siteUrl, DESKTOP_ONLY } from './support/site.ts';
import { freePort, hydrated, waitForUrl } from './shell-overlays-support.ts';
import { seriousIssues } from './support/axe.ts';

// SPEC 2.3 app pages, SPEC 2.16 top banner, SPEC 2.13 footer badge. The stack of the suite has no
// store addresses (the honest pages); a web server of this file's own has them (the redirects).
test.describe.configure({ timeout: 90_000 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

// Invented addresses on a reserved domain: holding 1 is in the App Store and Google Play, holding 2 only in RuStore.
const STORES = {
  MOBILE_APP_IOS_URL_1: 'https://apps.example.test/app/demo-one',
  MOBILE_APP_ANDROID_URL_1: 'https://play.example.test/store/apps/details?id=demo.one',
  MOBILE_APP_RUSTORE_URL_2: 'https://rustore.example.test/catalog/app/demo.two',
} as const;

/** A request from Node: to localhost with the holding's Host header (h2.localhost may not resolve here). */
function get(request: APIRequestContext, path: string, holding: 1 | 2, userAgent = DESKTOP) {
  return request.get(siteUrl(1, path), {
    headers: { ...hostHeader(holding), 'user-agent': userAgent },
    maxRedirects: 0,
  });
}

for (const holding of [1, 2] as const) {
  const name = holdingDisplayName(holding);

  test.describe(`holding ${holding}, no store addresses`, diagonal(holding), () => {
    test('/mobileapp/: SEO, the features, no store link but «скоро появится», the QR, no serious axe issue', async ({
      page,
    }, info) => {
      const response = await page.goto(siteUrl(holding, '/mobileapp/'));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page).toHaveTitle(
        `Мобильное приложение ${name}: запись на сервис, бонусы и гараж`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^Приложение ${name}: онлайн-запись на сервис`),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        siteUrl(holding, '/mobileapp/'),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} в вашем телефоне`);
      const features = page
        .getByRole('region', { name: 'Что умеет приложение' })
        .getByRole('heading', { level: 3 });
      await expect(features).toHaveText([
        'Запись на сервис',
        'История обслуживания',
        'Персональные предложения',
        'Бонусные баллы',
        'Гараж',
      ]);
      const main = page.getByRole('main');
      await expect(main.getByRole('note').first()).toHaveText(
        'Приложение скоро появится в магазине: App Store, Google Play и RuStore',
      );
      await expect(main.getByRole('link', { name: /App Store|Google Play|RuStore/ })).toHaveCount(
        0,
      );
      await expect(main.getByRole('link', { name: 'Скачать приложение' })).toHaveAttribute(
        'href',
        '/mobileapp/download/',
      );

      // The hero's QR is for a desktop; a phone is already where the app would run.
      const qr = main.getByRole('img', {
        name: `QR-код страницы загрузки приложения ${name}`,
        includeHidden: true,
      });
      if (info.project.name === 'desktop') {
        await expect(qr).toBeVisible();
        await expect
          .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      } else {
        await expect(qr).toBeHidden();
      }
      // The cookie notice (tested with the shell) would cover the page in the screenshot.
      await page.getByRole('button', { name: 'Принять' }).click();
      // No horizontal scrolling at 390 px or 1440 px.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({
        path: `${info.project.outputDir}/mobileapp-h${holding}-${info.project.name}.png`,
        fullPage: true,
        scale: 'css',
      });
      expect(await seriousIssues(page)).toEqual([]);
    });

    test('/mobileapp/download/: the page for this browser, not shared in a cache; the banner flag is accepted', async ({
      page,
    }, info) => {
      const response = await page.goto(siteUrl(holding, `${MOBILE_APP_BANNER_HREF}`));
      expect(response?.status()).toBe(200);
      // The trailing-slash step of the chain adds the slash; the flag stays (as «top-banner=»).
      expect(new URL(page.url()).pathname).toBe('/mobileapp/download/');
      expect(new URL(page.url()).searchParams.has('top-banner')).toBe(true);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await hydrated(page);
      await expect(page).toHaveTitle(`Скачать приложение ${name}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Скачайте приложение ${name}`,
      );
      await expect(page.getByRole('main').getByRole('note')).toHaveText(
        'Приложение скоро появится в магазине: App Store, Google Play и RuStore',
      );
      // The QR is for a desktop: a phone is already where the app would run.
      const qr = page.getByRole('img', {
        name: `QR-код страницы загрузки приложения ${name}`,
        includeHidden: true,
      });
      await expect(qr).toBeVisible({ visible: info.project.name === 'desktop' });
      await expect(page.getByRole('link', { name: 'Что умеет приложение' })).toHaveAttribute(
        'href',
        '/mobileapp/',
      );
      await page.screenshot({
        path: `${info.project.outputDir}/mobileapp-download-h${holding}-${info.project.name}.png`,
        scale: 'css',
      });
      expect(await seriousIssues(page)).toEqual([]);
    });

    test('no redirect for any phone while its store has no app; /ios/ tells what to do meanwhile', async ({
      request,
    }) => {
      for (const userAgent of [IPHONE, ANDROID, DESKTOP]) {
        const response = await get(request, '/mobileapp/download/?top-banner', holding, userAgent);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toBe('private, no-store');
      }
      const ios = await get(request, '/mobileapp/download/ios/', holding, IPHONE);
      expect(ios.status()).toBe(200);
      const html = await ios.text();
      expect(html).toContain('Приложение скоро появится в App Store');
      expect(html).toContain('На экран „Домой“');
    });

    test('/mobileapp/download/ios/ in a browser: the instructions, no serious axe issue', async ({
      page,
    }, info) => {
      await page.goto(siteUrl(holding, '/mobileapp/download/ios/'));
      await hydrated(page);
      await expect(page).toHaveTitle(`Приложение ${name} для iPhone и iPad`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Приложение ${name} для iPhone и iPad`,
      );
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
      await page.screenshot({
        path: `${info.project.outputDir}/mobileapp-ios-h${holding}-${info.project.name}.png`,
        scale: 'css',
      });
      expect(await seriousIssues(page)).toEqual([]);
    });

    test('the QR image encodes this holding’s download page (SPEC 9 size 100, margin 0)', async ({
      request,
    }) => {
      const response = await get(request, '/mobileapp/qr/', holding);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toMatch(/width="100" height="100"/);
      // Each holding's code holds its own host, so the two images differ.
      expect(svg).not.toBe(
        await (await get(request, '/mobileapp/qr/', holding === 1 ? 2 : 1)).text(),
      );
      const bad = await get(request, '/mobileapp/qr/?level=Z', holding);
      expect(bad.status()).toBe(400);
      expect((await bad.json()).message).toBe('Уровень коррекции QR-кода: L, M, Q или H');
    });

    test('the top banner: «Открыть» to /mobileapp/download?top-banner, the QR on a desktop; the footer badge to /mobileapp/', async ({
      page,
    }, info) => {
      await page.goto(siteUrl(holding, '/'));
      await hydrated(page);
      const banner = page.getByRole('complementary', { name: 'Мобильное приложение' });
      const open = banner.getByRole('link', { name: 'Открыть' });
      await expect(open).toHaveAttribute('href', MOBILE_APP_BANNER_HREF);
      const qr = banner.getByRole('img', {
        name: 'QR-код для загрузки приложения',
        includeHidden: true,
      });
      await expect(qr).toHaveAttribute('src', '/mobileapp/qr/');
      if (info.project.name === 'desktop') {
        await expect(qr).toBeVisible();
        await expect
          .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      } else {
        await expect(qr).toBeHidden();
      }
      await banner.screenshot({
        path: `${info.project.outputDir}/banner-h${holding}-${info.project.name}.png`,
        scale: 'css',
      });
      const badge = page
        .getByRole('contentinfo')
        .getByRole('link', { name: `Мобильное приложение ${name}` });
      await expect(badge).toHaveAttribute('href', '/mobileapp/');

      await open.click();
      await expect(page).toHaveURL(/\/mobileapp\/download\/\?top-banner=?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Скачайте приложение ${name}`,
      );
      await badgeLeadsToPromo(page, name);
    });
  });
}

async function badgeLeadsToPromo(page: Page, name: string) {
  await hydrated(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: `Мобильное приложение ${name}` })
    .click();
  await expect(page).toHaveURL(/\/mobileapp\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} в вашем телефоне`);
}

// A web server of its own with the store addresses (and a tag manager, for the banner's goal).
test.describe('with store addresses', () => {
  test.describe.configure({ mode: 'serial' });
  const ROOT = fileURLToPath(new URL('..', import.meta.url));
  const API_URL =
    process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;
  let web: ChildProcess | undefined;
  let port = 0;
  const url = (holding: 1 | 2, path: string) =>
    `http://${holding === 1 ? 'localhost' : 'h2.localhost'}:${port}${path}`;
  // Node-side requests go to localhost with the holding's Host header.
  const ask = (request: APIRequestContext, holding: 1 | 2, path: string, userAgent: string) =>
    request.get(`http://localhost:${port}${path}`, {
      headers: {
        host: `${holding === 1 ? 'localhost' : 'h2.localhost'}:${port}`,
        'user-agent': userAgent,
      },
      maxRedirects: 0,
    });

  test.beforeAll(async () => {
    port = await freePort();
    web = spawn(process.execPath, ['apps/web/server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_URL,
        PORT: String(port),
        ...STORES,
        GTM_ID: 'GTM-TEST7Q',
        GTM_SCRIPT_URL: 'http://127.0.0.1:9/gtm.js',
      },
      stdio: 'ignore',
    });
    await waitForUrl(`http://localhost:${port}/favicon.svg`);
  });

  test.afterAll(() => {
    web?.kill('SIGTERM');
  });

  test(
    'iPhone → /ios/ with the query → the App Store; Android → Google Play; a desktop gets the page',
    DESKTOP_ONLY,
    async ({ request }) => {
      const iphone = await ask(request, 1, '/mobileapp/download/?top-banner', IPHONE);
      expect(iphone.status()).toBe(302);
      expect(iphone.headers()['location']).toBe('/mobileapp/download/ios/?top-banner');
      expect(iphone.headers()['cache-control']).toBe('private, no-store');
      const ios = await ask(request, 1, '/mobileapp/download/ios/?top-banner', IPHONE);
      expect(ios.status()).toBe(302);
      expect(ios.headers()['location']).toBe(STORES.MOBILE_APP_IOS_URL_1);
      const android = await ask(request, 1, '/mobileapp/download/', ANDROID);
      expect(android.status()).toBe(302);
      expect(android.headers()['location']).toBe(STORES.MOBILE_APP_ANDROID_URL_1);
      const desktop = await ask(request, 1, '/mobileapp/download/', DESKTOP);
      expect(desktop.status()).toBe(200);
      // The desktop page is not kept for the next visitor: an iPhone after it is still sent on.
      const again = await ask(request, 1, '/mobileapp/download/', IPHONE);
      expect(again.status()).toBe(302);
    },
  );

  test(
    'holding 2 only in RuStore: Android goes there, an iPhone stays on the page that says so',
    DESKTOP_ONLY,
    async ({ request }) => {
      const android = await ask(request, 2, '/mobileapp/download/', ANDROID);
      expect(android.status()).toBe(302);
      expect(android.headers()['location']).toBe(STORES.MOBILE_APP_RUSTORE_URL_2);
      const iphone = await ask(request, 2, '/mobileapp/download/?top-banner', IPHONE);
      expect(iphone.status()).toBe(200);
      expect(await iphone.text()).toContain('Скоро появится: App Store и Google Play');
    },
  );

  test(
    'an iPhone browser following the banner link ends in the App Store',
    DESKTOP_ONLY,
    async ({ browser }) => {
      const context = await browser.newContext({
        userAgent: IPHONE,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      // The invented store host does not resolve: the request the browser makes to it is the proof.
      const store = page.waitForRequest((request) =>
        request.url().startsWith('https://apps.example.test/'),
      );
      await page.goto(url(1, MOBILE_APP_BANNER_HREF)).catch(() => null);
      const hops: string[] = [];
      for (
        let request = (await store).redirectedFrom();
        request;
        request = request.redirectedFrom()
      )
        hops.unshift(new URL(request.url()).pathname);
      expect((await store).url()).toBe(STORES.MOBILE_APP_IOS_URL_1);
      expect(hops).toEqual([
        '/mobileapp/download',
        '/mobileapp/download/',
        '/mobileapp/download/ios/',
      ]);
      await context.close();
    },
  );

  test(
    'the store buttons link the configured stores only; the banner visit is a data-layer event once cookies are accepted',
    DESKTOP_ONLY,
    async ({ browser }, info) => {
      // A desktop browser at the project's width: a phone would be sent on to its store.
      const context = await browser.newContext({
        userAgent: DESKTOP,
        viewport: info.project.use.viewport,
      });
      const page = await context.newPage();
      await page.addInitScript(() =>
        localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString())),
      );
      await page.goto(url(1, '/mobileapp/download/?top-banner'));
      await hydrated(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Загрузите в App Store' })).toHaveAttribute(
        'href',
        STORES.MOBILE_APP_IOS_URL_1,
      );
      await expect(main.getByRole('link', { name: 'Доступно в Google Play' })).toHaveAttribute(
        'href',
        STORES.MOBILE_APP_ANDROID_URL_1,
      );
      await expect(main.getByRole('link', { name: /RuStore/ })).toHaveCount(0);
      await expect(main.getByRole('note')).toHaveText('Скоро появится: RuStore');
      await page.screenshot({
        path: `${info.project.outputDir}/download-configured-${info.project.name}.png`,
        scale: 'css',
      });
      const goals = () =>
        page.evaluate(
          () =>
            ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
              (e) => e.event === 'mobile-app-top-banner',
            ).length,
        );
      await expect.poll(goals).toBe(1);
      expect(await seriousIssues(page)).toEqual([]);

      await page.goto(url(2, '/mobileapp/'));
      await hydrated(page);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Скачайте из RuStore' }),
      ).toHaveAttribute('href', STORES.MOBILE_APP_RUSTORE_URL_2);
      expect(await goals()).toBe(0);
      await context.close();
    },
  );
});
