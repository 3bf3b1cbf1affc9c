import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getHolding, holdingDisplayName, holdingPhone } from '@dealer/domain';
import { diagonal, hostHeader, HTTP_ONLY, siteUrl } from './support/site.ts';
import { hydrated } from './shell-overlays-support.ts';

// Issue 33, decision 0067: the service worker, the offline page, a new build and a chunk that fails
// to load while a tab is open, the installable app of each holding. The other specs block the worker.
test.use({ serviceWorkers: 'allow' });

/** The worker registered, took the page and says so (SPEC 4's offline-ready flag). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      navigator.serviceWorker.controller !== null &&
      (document.documentElement.dataset.serviceWorker ?? '').includes('offline-ready'),
    null,
    { timeout: 20_000 },
  );
}

/** How many documents the tab has loaded, and a marker a client navigation keeps. */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}
/** The page's guard for chunks and its build poll run (2 s after load); the worker is blocked here. */
const pwaStarted = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.serviceWorker !== undefined, null, {
    timeout: 15_000,
  });
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eKept: true }));
const pageKept = (page: Page) => page.evaluate(() => 'e2eKept' in window);

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: offline, a visited page shows its last copy, another the offline page with the phone`,
    diagonal(holding),
    async ({ page, context }) => {
      await page.goto(siteUrl(holding, '/'));
      await hydrated(page);
      await controlledByWorker(page);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(siteUrl(holding, '/'));

      await page.goto(siteUrl(holding, '/news/'));
      const heading = await page.getByRole('heading', { level: 1 }).innerText();

      await context.setOffline(true);
      await page.goto(siteUrl(holding, '/news/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

      // A page never seen: the offline page, in the holding's name and with its phone.
      await page.goto(siteUrl(holding, '/about/history/'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Нет соединения с интернетом' }),
      ).toBeVisible();
      // The holding's logo comes from the worker's precache.
      await expect(page.getByRole('img', { name: holdingDisplayName(holding) })).toBeVisible();
      expect(
        await page
          .getByRole('img', { name: holdingDisplayName(holding) })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      const phone = holdingPhone(holding, 'msk');
      await expect(page.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
      await context.setOffline(false);
    },
  );
}

test.describe('a tab open across a release', () => {
  // The worker would answer the poll and the chunks itself: these ask the network (page.route).
  test.use({ serviceWorkers: 'block' });
  // The page's Date.now stands still (its timers run): the 10 s of the reload guard do not run out
  // on a busy machine.
  // A visitor who has chosen the city and accepted cookies: no layer asks over the header's links
  // (the city question sits under the top bar on a wide screen) while the test clicks them.
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: 'siteCityCode', value: 'msk', url: siteUrl(1, '/') }]);
    await page.addInitScript((now) => {
      localStorage.setItem('cookieAccepted', JSON.stringify(new Date(now).toISOString()));
      Date.now = () => now;
    }, Date.now());
  });

  test(
    'a new build: the next navigation loads it as a document, once, and never loops',
    diagonal(1),
    async ({ page }) => {
      // The server now says a newer build is out (the tab holds the old one).
      let polled = 0;
      await page.route('**/builds/latest.json*', (route) => {
        polled += 1;
        return route.fulfill({ json: { id: 'e2e-newer-build', timestamp: Date.now() } });
      });
      const loads = documentLoads(page);
      await page.goto(siteUrl(1, '/news/'));
      await hydrated(page);
      await expect.poll(() => polled, { timeout: 15_000 }).toBeGreaterThan(0);
      await markPage(page);

      const logo = page.locator('header a[href="/"]').first();
      await logo.click();
      await page.waitForURL(siteUrl(1, '/'));
      await hydrated(page);
      expect(await pageKept(page)).toBe(false);
      expect(loads()).toBe(2);

      // The new page still hears of a newer build (a stale answer): nothing reloads by itself, the
      // next page loads as a document once more, and a path reloaded within 10 s is not reloaded again.
      await expect.poll(() => polled, { timeout: 15_000 }).toBeGreaterThan(1);
      await page.waitForTimeout(1000);
      expect(loads()).toBe(2);
      await page.locator('header').getByRole('link', { name: 'Запись на сервис' }).first().click();
      await page.waitForURL(siteUrl(1, '/service/online/'));
      await hydrated(page);
      expect(loads()).toBe(3);
      await markPage(page);
      await logo.click();
      await page.waitForURL(siteUrl(1, '/'));
      await page.waitForTimeout(1000);
      expect(loads()).toBe(3);
      expect(await pageKept(page)).toBe(true);
    },
  );

  test(
    'a chunk that fails to load reloads the page once, not again within 10 s',
    diagonal(1),
    async ({ page }) => {
      // The search overlay's chunk is gone (its code is asked for on the first look or touch).
      await page.route('**/assets/search-overlay-*.js', (route) =>
        route.fulfill({ status: 404, body: 'gone' }),
      );
      const loads = documentLoads(page);
      await page.goto(siteUrl(1, '/'));
      await pwaStarted(page);
      await page.getByRole('button', { name: 'Поиск' }).first().click();
      await expect.poll(() => loads()).toBe(2);
      await pwaStarted(page);

      // Within 10 s the same failure leaves the page as it is.
      await markPage(page);
      await page.getByRole('button', { name: 'Поиск' }).first().click();
      await page.waitForTimeout(1500);
      expect(loads()).toBe(2);
      expect(await pageKept(page)).toBe(true);
    },
  );
});

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: the browser finds the site installable and offers it with the banner`,
    diagonal(holding),
    async ({ playwright }, testInfo) => {
      // Installing is for a profile of one's own (a test's usual context is incognito).
      const { launchOptions, viewport, userAgent, isMobile, hasTouch } = testInfo.project.use;
      const context = await playwright.chromium.launchPersistentContext('', {
        ...launchOptions,
        args: [...(launchOptions?.args ?? []), '--bypass-app-banner-engagement-checks'],
        viewport,
        userAgent,
        isMobile,
        hasTouch,
      });
      try {
        // A visitor who has chosen the city and accepted cookies: the install offer has the slot.
        await context.addCookies([
          { name: 'siteCityCode', value: 'msk', url: siteUrl(holding, '/') },
        ]);
        await context.addInitScript(() =>
          localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString())),
        );
        const page = await context.newPage();
        await page.goto(siteUrl(holding, '/'));
        await hydrated(page);
        await controlledByWorker(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        const banner = page.getByRole('region', { name: 'Веб-приложение' });
        await expect(banner.getByText('Установите веб-приложение на смартфон')).toBeVisible();
      } finally {
        await context.close();
      }
    },
  );
}

test('each holding has its own web app manifest', HTTP_ONLY, async ({ request }) => {
  for (const holding of [1, 2] as const) {
    const answer = await request.get(siteUrl(1, '/manifest.webmanifest'), {
      headers: hostHeader(holding),
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: holdingDisplayName(holding),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: getHolding(holding).colors.primary,
      shortcuts: [
        { name: 'Каталог', url: '/cars/' },
        { name: 'Запись на сервис', url: '/service/online/' },
        { name: 'Личный кабинет', url: '/lk/' },
      ],
    });
    const [icon] = manifest.icons as { src: string }[];
    expect((await request.get(siteUrl(1, icon?.src ?? '/'))).status()).toBe(200);
  }
});
