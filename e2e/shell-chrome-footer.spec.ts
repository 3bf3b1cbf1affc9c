import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { diagonal } from './support/site.ts';
import { holdingDisplayName, holdingExposes } from '@dealer/domain';
import { footerColumns, policyLinks } from '../apps/web/app/shared/layout/footer/footer-links.ts';
import { builtPath, isPhone, openPage } from './shell-chrome-support.ts';

// SPEC 2.13 footer, the home page shell and the landmarks of the page, on both holdings.
for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('footer: callback, social, cards, disclaimer, working hours on the second holding only', async ({
      page,
    }) => {
      await openPage(page, holding);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Обратный звонок' }).click();
      await expect(page.getByRole('dialog', { name: 'Обратная связь' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(footer.getByRole('button', { name: 'Обратный звонок' })).toBeFocused();
      const social = footer.getByRole('list', { name: 'Мы в социальных сетях' });
      for (const name of ['ВКонтакте', 'YouTube', 'Telegram', 'Дзен']) {
        await expect(social.getByRole('link', { name })).toHaveAttribute(
          'href',
          /^https:\/\/[a-z]+\.example\//,
        );
      }
      for (const name of ['Mastercard', 'Visa', 'Мир'])
        await expect(footer.getByRole('img', { name })).toBeVisible();
      await expect(footer).toContainText('не являются публичной офертой');
      await expect(footer.getByText('с 10:00 до 19:00 пн-пт')).toHaveCount(
        holdingExposes(holding, 'footer-working-hours') ? 1 : 0,
      );
    });

    test('footer sections and policy links: built pages only; accordions on phones, columns on desktop', async ({
      page,
    }) => {
      await openPage(page, holding);
      const footer = page.getByRole('contentinfo');
      const linkOf = (path: string) => builtPath(holding, path);
      // With the identity as link resolver, every policy entry comes back with its path.
      for (const link of policyLinks(holding, (path) => path)) {
        await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveCount(
          linkOf(link.href) ? 1 : 0,
        );
      }
      const columns = footerColumns(holding, linkOf);
      for (const column of columns) {
        const first = column.links[0];
        if (!first) continue;
        const link = footer.getByRole('link', { name: first.label, exact: true }).first();
        if (isPhone(page)) {
          const trigger = footer.getByRole('button', { name: column.title });
          await expect(trigger).toHaveAttribute('aria-expanded', 'false');
          await expect(link).toBeHidden();
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        } else {
          await expect(footer.getByRole('heading', { name: column.title, level: 2 })).toBeVisible();
        }
        await expect(link).toBeVisible();
      }
    });

    // Which chunks a page loads on arrival is the bench's check (bench/pages.ts, notLoaded).
    test('the footer works as the server wrote it and as the browser renders it after a navigation', async ({
      page,
    }) => {
      // English pages have their own layout (holding 1): going home from one mounts the site's footer afresh.
      const start = holding === 1 ? '/en/about/' : '/';
      await openPage(page, holding, start);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const footer = page.getByRole('contentinfo');
      if (holding === 1) {
        await page.getByRole('banner').locator('a[href="/"]').first().click();
        await expect(page).toHaveURL(/\/$/);
      }
      // Kept or rendered afresh, the footer works the same: its disclosures, its button, its links on the client.
      const catalog = footerColumns(holding, (path) => builtPath(holding, path)).find(
        (column) => column.title === 'Каталог',
      )?.links[0];
      if (!catalog) throw new Error('the catalogue column needs a link');
      if (isPhone(page)) await footer.getByRole('button', { name: 'Каталог' }).click();
      await footer.getByRole('link', { name: catalog.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${catalog.href}$`));
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    });

    test('home: the holding hero, the holding blocks, no block for a page that is not built', async ({
      page,
    }) => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await openPage(page, holding);
      // The site's icon is linked: the browser asks for nothing the site does not have.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(holdingDisplayName(holding));
      await expect(
        main.getByRole('heading', { name: `Почему выбирают ${holdingDisplayName(holding)}` }),
      ).toBeVisible();
      const hrefs = await main
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs)
        expect(builtPath(holding, href.split('?')[0] ?? href), href).not.toBeNull();
      // The first row of new arrivals is in view on arrival: loaded at once, the first photo first.
      const photos = main.getByRole('region', { name: 'Новые поступления' }).locator('article img');
      await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(photos.nth(3)).toHaveAttribute('loading', 'eager');
      await expect(photos.nth(4)).toHaveAttribute('loading', 'lazy');
    });

    test('landmarks, skip link, labelled navigation and no serious axe issue with the menu open', async ({
      page,
    }) => {
      test.setTimeout(90_000); // two full axe scans
      await openPage(page, holding);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      const unnamed = await page.locator('nav:not([aria-label]):not([aria-labelledby])').count();
      expect(unnamed).toBe(0);
      // The skip link is the first stop of the keyboard, before the app banner above the header.
      const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
      const scan = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
      expect(await scan()).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
      expect(await scan()).toEqual([]);
    });

    test('nothing shifts when the visitor parts arrive after hydration', async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput)
              (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openPage(page, holding, '/', {
        userInfo: { firstName: 'Анна' },
        favorites: { cars: [{ id: 1, typeOfTransport: 'cars' }] },
        compare: { cars: [{ id: 2, typeOfTransport: 'cars' }] },
      });
      await page.waitForTimeout(500);
      expect(
        await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
      ).toBeLessThan(0.01);
    });
  });
}
