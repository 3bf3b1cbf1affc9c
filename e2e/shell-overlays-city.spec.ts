import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { holdingPhone } from '@dealer/domain';
import { siteUrl } from './support/site.ts';
import { hydrated, pausedClock, stubLocation } from './shell-overlays-support.ts';

// SPEC 2.15 and the City part of SPEC 4: panel, popup, lookup timing, cookie and ?city=.
const popup = (page: Page) => page.getByRole('dialog', { name: 'Выбор города' });

/**
 * Waits for a lazily loaded panel under a paused clock: when its code is still on its way, React
 * reveals it on a timer, so the clock is moved a little at a time until it shows.
 */
async function shownOnPausedClock(page: Page, panel: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(panel).toBeVisible({ timeout: 200 });
  }).toPass();
}

async function cityCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'siteCityCode');
}

test.describe('first holding: the city popup', () => {
  test('3 s after load the API answer is offered; «Да, верно» saves it and puts ?city= on the URL after 300 ms', async ({
    page,
  }) => {
    await pausedClock(page);
    const lookup = await stubLocation(page, { siteCityCode: 'spb' });
    await page.goto(siteUrl(1, '/'));
    await hydrated(page);
    await page.clock.runFor(2900);
    await expect(popup(page)).toHaveCount(0);
    expect(lookup.calls).toBe(0);
    await page.clock.runFor(100);
    await expect(popup(page)).toContainText('Ваш город: Санкт-Петербург');
    expect(lookup.calls).toBe(1);

    await popup(page).getByRole('button', { name: 'Да, верно' }).click();
    await expect(popup(page)).toHaveCount(0);
    const cookie = await cityCookie(page);
    expect(cookie?.value).toBe('spb');
    // Max-Age counts on the browser's real clock, not the page's fake one.
    expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 86400).toBeGreaterThan(6.9);
    await page.clock.runFor(299);
    expect(new URL(page.url()).searchParams.get('city')).toBeNull();
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/[?&]city=spb/);
    await expect(page.getByRole('link', { name: holdingPhone(1, 'spb') }).first()).toBeVisible();
  });

  test('through the real API: the development geolocation answers msk for a loopback visitor', async ({
    page,
  }) => {
    await pausedClock(page);
    const asked = page.waitForResponse((response) =>
      response.url().includes('/api/v1/suggestions/location'),
    );
    await page.goto(siteUrl(1, '/'));
    await hydrated(page);
    await page.clock.runFor(3000);
    expect(await (await asked).json()).toMatchObject({ siteCityCode: 'msk' });
    await expect(popup(page)).toContainText('Ваш город: Москва');
  });

  test('a failed lookup offers Moscow; the popup closes by itself after 10 s and settles on msk', async ({
    page,
  }) => {
    await pausedClock(page);
    await stubLocation(page, 'fail');
    await page.goto(siteUrl(1, '/'));
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect(popup(page)).toContainText('Ваш город: Москва');
    await page.clock.runFor(9900);
    await expect(popup(page)).toBeVisible();
    await page.clock.runFor(100);
    await expect(popup(page)).toHaveCount(0);
    expect((await cityCookie(page))?.value).toBe('msk');
  });

  test('krasnodar from the lookup becomes Moscow; «Выбрать другой» opens the city panel', async ({
    page,
  }) => {
    await pausedClock(page);
    await stubLocation(page, { siteCityCode: 'krasnodar' });
    await page.goto(siteUrl(1, '/'));
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect(popup(page)).toContainText('Ваш город: Москва');
    await popup(page).getByRole('button', { name: 'Выбрать другой' }).click();
    const panel = page.getByRole('dialog', { name: 'Выберите город' });
    await shownOnPausedClock(page, panel);
    await expect(popup(page)).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Москва' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('put aside with «Закрыть», it is not asked again on the next pages (decision 0052)', async ({
    page,
  }) => {
    await pausedClock(page);
    const lookup = await stubLocation(page, { siteCityCode: 'spb' });
    await page.goto(siteUrl(1, '/'));
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect(popup(page)).toContainText('Ваш город: Санкт-Петербург');
    await popup(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(popup(page)).toHaveCount(0);
    // No city is chosen for the visitor: the question was only put aside.
    expect(await cityCookie(page)).toBeUndefined();
    await page.goto(siteUrl(1, '/cars/used/'));
    await hydrated(page);
    await page.clock.runFor(14_000);
    await expect(popup(page)).toHaveCount(0);
    expect(lookup.calls).toBe(1);
  });

  test('with a city already chosen nothing is asked', async ({ page, context }) => {
    await context.addCookies([{ name: 'siteCityCode', value: 'spb', url: siteUrl(1, '/') }]);
    await pausedClock(page);
    const lookup = await stubLocation(page, { siteCityCode: 'msk' });
    await page.goto(siteUrl(1, '/'));
    await hydrated(page);
    await page.clock.runFor(4000);
    await expect(popup(page)).toHaveCount(0);
    expect(lookup.calls).toBe(0);
  });
});

test('second holding: no city lookup and no popup', async ({ page }) => {
  await pausedClock(page);
  const lookup = await stubLocation(page, { siteCityCode: 'spb' });
  await page.goto(siteUrl(2, '/'));
  await hydrated(page);
  await page.clock.runFor(14_000);
  await expect(popup(page)).toHaveCount(0);
  expect(lookup.calls).toBe(0);
});

test.describe('the city panel', () => {
  test('opens from the city button, traps focus, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto(siteUrl(1, '/?city=msk'));
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Москва' }).first();
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Выберите город' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('choosing Санкт-Петербург sets the 7-day cookie, then ?city=spb and the city phone', async ({
    page,
  }) => {
    await page.goto(siteUrl(1, '/?city=msk'));
    await hydrated(page);
    await pausedClock(page);
    await page.getByRole('button', { name: 'Москва' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Выберите город' });
    await shownOnPausedClock(page, panel);
    await panel.getByRole('button', { name: 'Санкт-Петербург' }).click();
    expect((await cityCookie(page))?.value).toBe('spb');
    expect(new URL(page.url()).searchParams.get('city')).toBe('msk');
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/[?&]city=spb/);
    await expect(page.getByRole('link', { name: holdingPhone(1, 'spb') }).first()).toBeVisible();
  });
});
