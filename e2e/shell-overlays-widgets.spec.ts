import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { holdingDisplayName, routeByName } from '@dealer/domain';
import { holdPageCode } from './support/held-code.ts';
import { diagonal, siteUrl } from './support/site.ts';
import { hydrated, pausedClock } from './shell-overlays-support.ts';

// SPEC 2.16 widgets on both holdings, at the phone and desktop widths of the projects.
const built = (name: string) => Boolean(routeByName(name)?.module);
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;

test(
  'cookie notice: painted with the page before its code arrives; not for a visitor who accepted, not without JavaScript',
  diagonal(2),
  async ({ page, browser }) => {
    const notice = (on: Page) => on.getByRole('region', { name: 'Уведомление о cookie' });
    const arrive = await holdPageCode(page);
    await page.goto(siteUrl(2, '/'));
    await expect(notice(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    arrive();
    await hydrated(page);
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole('button', { name: 'Принять' }).click();
    await expect(notice(page)).toHaveCount(0);

    // Accepted: the next page shows no notice before its code arrives, nor after.
    const next = await page.context().newPage();
    const nextArrives = await holdPageCode(next);
    await next.goto(siteUrl(2, '/news/'));
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(next)).toHaveCount(0);
    nextArrives();
    await hydrated(next);
    await expect(notice(next)).toHaveCount(0);

    // Without JavaScript its button could not work: it is not shown.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await plain.newPage();
      await bare.goto(siteUrl(2, '/'));
      await expect(bare.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(notice(bare)).toHaveCount(0);
    } finally {
      await plain.close();
    }
  },
);

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('cookie toast: «Принять» hides it for good and stores the date', async ({ page }) => {
      await page.goto(siteUrl(holding, '/'));
      await hydrated(page);
      const toast = page.getByRole('region', { name: 'Уведомление о cookie' });
      await expect(toast).toContainText('cookie');
      await expect(toast.getByRole('link', { name: 'пользовательским соглашением' })).toHaveCount(
        built('terms-of-use') ? 1 : 0,
      );
      await toast.getByRole('button', { name: 'Принять' }).click();
      await expect(toast).toHaveCount(0);
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('cookieAccepted') ?? 'null') as string | null,
      );
      expect(Math.abs(Date.parse(stored ?? '') - Date.now())).toBeLessThan(60_000);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('region', { name: 'Уведомление о cookie' })).toHaveCount(0);
    });

    test('top app banner: the title of the width, the subtitle, close remembered for a day', async ({
      page,
      context,
    }) => {
      await page.goto(siteUrl(holding, '/'));
      await hydrated(page);
      const banner = page.getByRole('complementary', { name: 'Мобильное приложение' });
      await expect(
        banner.getByText(isPhone(page) ? 'В приложении удобнее' : 'Удобнее в приложении', {
          exact: true,
        }),
      ).toBeVisible();
      await expect(
        banner.getByText(isPhone(page) ? 'Удобнее в приложении' : 'В приложении удобнее', {
          exact: true,
        }),
      ).toBeHidden();
      await expect(banner).toContainText('персональные предложения');
      // «Открыть» leads to /mobileapp/download?top-banner, so it exists only with that page.
      await expect(banner.getByRole('link', { name: 'Открыть' })).toHaveCount(
        built('mobileapp-download') ? 1 : 0,
      );
      await banner.getByRole('button', { name: 'Закрыть баннер приложения' }).click();
      await expect(banner).toBeHidden();
      const cookie = (await context.cookies()).find((c) => c.name === 'appBannerClosed');
      expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 3600).toBeCloseTo(24, 0);
      await page.reload();
      await expect(page.getByRole('complementary', { name: 'Мобильное приложение' })).toBeHidden();
    });

    test('feedback panel opens with ?send_feedback=y and closes on Escape', async ({ page }) => {
      await page.goto(siteUrl(holding, '/?send_feedback=y'));
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Обратная связь' });
      await expect(panel).toBeVisible({ timeout: 10_000 });
      await expect(panel).toHaveAttribute('aria-modal', 'true');
      await expect(panel.getByRole('heading', { name: 'Обратная связь' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });

    test('loading bar: shows 200 ms into a navigation, fills, hides 500 ms after and resets 400 ms later', async ({
      page,
    }) => {
      await page.goto(siteUrl(holding, '/?from=test'));
      await hydrated(page);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.data*', async (route) => {
        await held;
        await route.continue();
      });
      await pausedClock(page);
      const bar = page.getByRole('progressbar', { name: 'Загрузка страницы', includeHidden: true });
      // A client navigation through the router: the logo back to the home page.
      await page
        .getByRole('banner')
        .getByRole('link', { name: holdingDisplayName(holding) })
        .first()
        .click();
      // The 200 ms count from the render that sees the navigation, not from the click.
      await expect(bar).toHaveAttribute('aria-busy', 'true');
      await page.clock.runFor(199);
      await expect(bar).toHaveAttribute('data-phase', 'idle');
      await page.clock.runFor(1);
      await expect(bar).toHaveAttribute('data-phase', 'running');
      await expect(bar).toHaveCSS('height', '3px');
      release();
      await expect(bar).toHaveAttribute('data-phase', 'done');
      await expect(bar).not.toHaveAttribute('aria-busy');
      await page.clock.runFor(499);
      await expect(bar).toHaveAttribute('data-phase', 'done');
      await page.clock.runFor(1);
      await expect(bar).toHaveAttribute('data-phase', 'hiding');
      await page.clock.runFor(400);
      await expect(bar).toHaveAttribute('data-phase', 'idle');
    });
  });
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe('web-app install on iPhone (SPEC 2.16)', () => {
  test.use({ userAgent: IPHONE_SAFARI, hasTouch: true });

  for (const holding of [1, 2] as const) {
    test(
      `holding ${holding}: banner, five Safari or Chrome steps in the holding's name, focus back on close`,
      diagonal(holding),
      async ({ page }) => {
        // The offer takes its turn after the city question and the cookie notice (decision 0052).
        await page.addInitScript(() =>
          localStorage.setItem('cookieAccepted', JSON.stringify(new Date().toISOString())),
        );
        await page
          .context()
          .addCookies([{ name: 'siteCityCode', value: 'msk', url: siteUrl(holding, '/') }]);
        await page.goto(siteUrl(holding, '/'));
        await hydrated(page);
        const banner = page.getByRole('region', { name: 'Веб-приложение' });
        await expect(banner).toContainText('Установите веб-приложение на смартфон');
        const install = banner.getByRole('button', { name: 'Установить', exact: true });
        await install.click();
        const panel = page.getByRole('dialog', { name: 'Установка веб-приложения' });
        await expect(panel).toBeVisible({ timeout: 10_000 });
        const steps = panel.getByRole('listitem');
        await expect(steps).toHaveCount(5);
        await expect(steps.first()).toContainText(`${holdingDisplayName(holding)} в Safari`);
        await expect(panel.getByRole('button', { name: 'Safari' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await panel.getByRole('button', { name: 'Chrome' }).click();
        await expect(steps.first()).toContainText('в Chrome');
        await expect(steps.nth(1)).toContainText('в адресной строке');
        await page.keyboard.press('Escape');
        await expect(panel).toHaveCount(0);
        await expect(install).toBeFocused();
        await banner.getByRole('button', { name: 'Скрыть предложение установить' }).click();
        await expect(banner).toHaveCount(0);
        await page.reload();
        await hydrated(page);
        await expect(page.getByRole('region', { name: 'Веб-приложение' })).toHaveCount(0);
      },
    );
  }
});

test('no install banner outside iPhone and iPad', async ({ page }) => {
  await page.goto(siteUrl(1, '/'));
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Уведомление о cookie' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Веб-приложение' })).toHaveCount(0);
});
