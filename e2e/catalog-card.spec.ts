import { expect, test } from '@playwright/test';
import { holdingPhone } from '@dealer/domain';
import { diagonal, hostHeader, siteUrl } from './support/site.ts';
import { api, open, rub, vehicle, vehicles } from './catalog-card-support.ts';
import { seriousIssues } from './support/axe.ts';
import { holdPageCode } from './support/held-code.ts';
import type { ApiVehicle } from './catalog-card-support.ts';

// The vehicle card /catalog/{id}/ on both holdings.
test.describe.configure({ timeout: 90_000 });

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('title, the honest price block, specifications, dealer, breadcrumbs and JSON-LD', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding, { sort: 'price-desc' });
      await open(page, holding, `/catalog/${v.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        `${v.mark.name} ${v.model.name}`,
      );
      const price = page.getByRole('region', { name: 'Цена без условий' });
      await expect(price.getByTestId('price')).toHaveText(rub(v.disprice));
      const named = {
        credit: 'При покупке в кредит',
        tradeIn: 'При сдаче автомобиля в трейд-ин',
        insurance: 'При оформлении страховки у дилера',
      } as const;
      for (const [key, label] of Object.entries(named) as [keyof typeof named, string][]) {
        const line = price.getByRole('listitem').filter({ hasText: label });
        if (v.discounts[key] > 0)
          await expect(line).toContainText(rub(v.disprice - v.discounts[key]));
        else await expect(line).toHaveCount(0);
      }
      await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
      await expect(page.getByRole('region', { name: v.dealer.name })).toContainText(
        v.dealer.address,
      );
      const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
      await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(ld).toMatchObject({
        '@type': 'Car',
        vehicleIdentificationNumber: v.vin,
        offers: { '@type': 'Offer', price: v.disprice, priceCurrency: 'RUB' },
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        siteUrl(holding, `/catalog/${v.id}/`),
      );
      // Similar vehicles stream in on the shared tile, this one left out.
      const similar = page.getByRole('region', { name: 'Похожие автомобили' });
      await expect(similar.getByRole('article').first()).toBeVisible();
      await expect(similar.locator(`a[href="/catalog/${v.id}/"]`)).toHaveCount(0);
    });

    // The tiles' code is not loaded on arrival (the bench's check, notLoaded): the server's tiles
    // must be styled without it, and work once the list comes near.
    test('similar vehicles: styled tiles from the server, whose toggles work once the list is near', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding, { sort: 'price-desc' });
      // The server writes each tile's HTML once and keeps it (render-once): the browser must
      // hydrate it as its own render, without a mismatch React would report.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The tiles' code takes a while (a slow phone network).
      let tileCodeAsked = false;
      await page.route(/\/assets\/vehicle-tile-[\w-]{8}\.js$/, async (route) => {
        tileCodeAsked = true;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await open(page, holding, `/catalog/${v.id}/`);
      await page.waitForLoadState('networkidle');
      // Not on arrival, though React Router's route discovery renders the page anew before the
      // streamed list hydrates (the list then shows the HTML the server wrote).
      expect(tileCodeAsked).toBe(false);
      const similar = page.getByRole('region', { name: 'Похожие автомобили' });
      const tile = similar.getByRole('article').first();
      await expect(tile).toHaveCSS('display', 'flex');
      await expect(tile).toHaveCSS('border-top-style', 'solid');
      // Tapped at once after a jump to the list, before the tiles' code came: the tap still counts.
      const favourite = tile.getByRole('button', { name: /^В избранное: / });
      await favourite.scrollIntoViewIfNeeded();
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
      const compare = tile.getByRole('button', { name: /^К сравнению: / });
      await compare.click();
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
      const stored = await page.evaluate(() => localStorage.getItem('favorites') ?? '');
      expect(stored).toContain(
        (await tile.getByRole('link').first().getAttribute('href'))?.split('/')[2],
      );
      expect(errors).toEqual([]);
    });

    test("a new visitor's card keeps the server's similar vehicles through hydration, the layers shown", async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding, { sort: 'price-desc' });
      // A first visit: no city chosen, no cookie consent, so the layers ask for the slot as the
      // page wakes. Their change of the shown layer once reached the list React had not hydrated
      // yet (its tiles wait for their code): React dropped the server's list and drew it again,
      // twice, in one long task after hydration.
      const release = await holdPageCode(page);
      await page.goto(siteUrl(holding, `/catalog/${v.id}/`));
      const similar = page.getByRole('region', { name: 'Похожие автомобили' });
      await expect(similar.getByRole('article').first()).toBeVisible();
      await similar.evaluate((element) => ((element as { server?: true }).server = true));
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.locator('[data-layer]:not([hidden])')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await similar.evaluate((element) => (element as { server?: true }).server)).toBe(true);
    });

    // Which chunks the card loads on arrival is the bench's check (bench/pages.ts, notLoaded).
    test('price, dealer, QR and specifications show the server HTML on arrival and another card after a client navigation', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding, { sort: 'price-asc' });
      await open(page, holding, `/catalog/${v.id}/`);
      await page.waitForLoadState('networkidle');
      await expect(
        page.getByRole('region', { name: 'Цена без условий' }).getByTestId('price'),
      ).toHaveText(rub(v.disprice));
      await expect(
        page.getByRole('img', { name: `QR-код автомобиля с VIN ${v.vin}` }),
      ).toBeVisible();

      const similar = page.getByRole('region', { name: 'Похожие автомобили' });
      const next = similar.getByRole('article').first().getByRole('link');
      const href = (await next.getAttribute('href')) ?? '';
      const other = await api<ApiVehicle>(request, holding, `/catalog/${href.split('/')[2]}`);
      await next.click();
      await expect(page).toHaveURL(siteUrl(holding, href));
      await expect(
        page.getByRole('region', { name: 'Цена без условий' }).getByTestId('price'),
      ).toHaveText(rub(other.disprice));
      await expect(page.getByRole('region', { name: other.dealer.name })).toContainText(
        other.dealer.address,
      );
      await expect(
        page.getByRole('img', { name: `QR-код автомобиля с VIN ${other.vin}` }),
      ).toBeVisible();
    });

    test("the static parts are styled by the server's HTML alone, before any of their code", async ({
      browser,
      request,
    }) => {
      const v = await vehicle(request, holding);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(holding, `/catalog/${v.id}/`));
      await expect(page.getByRole('region', { name: 'Цена без условий' })).toHaveCSS(
        'display',
        'flex',
      );
      await expect(page.getByRole('heading', { name: 'Цена без условий' })).toHaveCSS(
        'font-weight',
        '400',
      );
      await expect(page.getByRole('contentinfo')).toHaveCSS('margin-top', '48px');
      await expect(
        page.getByRole('navigation', { name: 'Хлебные крошки' }).getByRole('list'),
      ).toHaveCSS('display', 'flex');
      await context.close();
    });

    test('the dealer phone replaces the holding phone in the header while on the card', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding);
      await open(page, holding, `/catalog/${v.id}/`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: v.dealer.phone }).first()).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Хлебные крошки' })
        .getByRole('link', { name: 'Главная' })
        .click();
      await expect(page).toHaveURL(siteUrl(holding, '/'));
      await expect(
        header.getByRole('link', { name: holdingPhone(holding, 'msk') }).first(),
      ).toBeVisible();
    });

    // The share code after the sheet loads with the tap (the bench's notLoaded: share); the sheet
    // itself must open within the tap's user activation (Safari opens it only then).
    test('«Поделиться» opens the share sheet within the tap, else copies the link', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding);
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        Object.assign(window, { shareCalls: calls });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            // Asked for in the tap: the user activation is there and sharing's code is not yet.
            const code = performance
              .getEntriesByType('resource')
              .some((entry) => /\/assets\/share-[\w-]+\.js$/.test(entry.name));
            calls.push({ ...data, active: navigator.userActivation.isActive, code });
            if (calls.length > 1) throw new DOMException('refused', 'NotAllowedError');
          },
        });
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: async (text: string) => void calls.push({ copied: text }) },
        });
      });
      await open(page, holding, `/catalog/${v.id}/`);
      const loaded = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/share-[\w-]+\.js$/.test(entry.name)),
        );
      expect(await loaded()).toBe(false);
      const share = page.getByRole('button', { name: 'Поделиться' });
      const url = siteUrl(holding, `/catalog/${v.id}/`);
      await share.click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls),
        )
        .toEqual([{ title: expect.any(String), url, active: true, code: false }]);
      await expect.poll(loaded).toBe(true);
      // A refused sheet copies the link and says so.
      await share.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Ссылка скопирована' }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls),
      ).toEqual([expect.anything(), expect.objectContaining({ active: true }), { copied: url }]);
    });

    test('the gallery follows a swipe, opens full screen and works by keyboard', async ({
      page,
      request,
      isMobile,
    }) => {
      const [v] = (
        await vehicles(request, holding, { category: 'cars', status: 'in-stock' }, 10)
      ).filter((x) => x.photos.length > 2);
      test.skip(!v, 'no vehicle with three photos');
      if (!v) return;
      await open(page, holding, `/catalog/${v.id}/`);
      const gallery = page.getByRole('region', { name: /^Фотографии:/ });
      await expect(gallery.getByText(`1 / ${v.photos.length}`)).toBeVisible();
      // A swipe is the strip's own scroll (scroll-snap): the counter follows it.
      await gallery
        .locator('ul')
        .evaluate((strip) => strip.scrollTo({ left: strip.clientWidth, behavior: 'instant' }));
      await expect(gallery.getByText(`2 / ${v.photos.length}`)).toBeVisible();
      if (!isMobile) {
        // A wide screen's buttons move the strip (the gallery is server HTML the card answers);
        // the first is off at the first photo.
        const previous = gallery.getByRole('button', { name: 'Предыдущее фото' });
        await previous.click();
        await expect(gallery.getByText(`1 / ${v.photos.length}`)).toBeVisible();
        await expect(previous).toBeDisabled();
        await gallery.getByRole('button', { name: 'Следующее фото' }).click();
        await expect(gallery.getByText(`2 / ${v.photos.length}`)).toBeVisible();
        await expect(previous).toBeEnabled();
      }
      const images = gallery.getByRole('img');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(images.first()).toHaveAttribute('width', /\d+/);

      await gallery
        .getByRole('button', { name: `Открыть фото 2 из ${v.photos.length} на весь экран` })
        .click();
      const full = page.getByRole('dialog');
      await expect(full.getByText(`Фото 2 из ${v.photos.length}`)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(full.getByText(`Фото 3 из ${v.photos.length}`)).toBeVisible();
      await page.keyboard.press('Home');
      await expect(full.getByText(`Фото 1 из ${v.photos.length}`)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(full).toHaveCount(0);
      await expect(
        gallery.getByRole('button', { name: `Открыть фото 2 из ${v.photos.length} на весь экран` }),
      ).toBeFocused();
    });

    test('the QR code is an SVG of size 100, level from ?level, bad input a 400 in Russian', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding);
      await open(page, holding, `/catalog/${v.id}/`);
      const qr = page.getByRole('img', { name: `QR-код автомобиля с VIN ${v.vin}` });
      await expect(qr).toHaveAttribute('src', `/qr/${v.vin}/`);
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
      const svg = await request.get(siteUrl(1, `/qr/${v.vin}/`), { headers: hostHeader(holding) });
      expect(svg.headers()['content-type']).toContain('image/svg+xml');
      expect(await svg.text()).toMatch(/^<svg[^>]+width="100"[^>]+height="100"/);
      const high = await request.get(siteUrl(1, `/qr/${v.vin}/?level=H`), {
        headers: hostHeader(holding),
      });
      expect(high.status()).toBe(200);
      const bad = await request.get(siteUrl(1, `/qr/${v.vin}/?level=X`), {
        headers: hostHeader(holding),
      });
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toMatchObject({
        message: 'Уровень коррекции QR-кода: L, M, Q или H',
      });
    });

    test('the price-tag view opens the card by VIN with the canonical card address', async ({
      page,
      request,
    }) => {
      const v = await vehicle(request, holding);
      await open(page, holding, `/price-tags/${v.vin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        `${v.mark.name} ${v.model.name}`,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        siteUrl(holding, `/catalog/${v.id}/`),
      );
    });

    test('a missing vehicle is a 404, a sold one a 410 inside the site shell', async ({
      page,
      request,
    }) => {
      const missing = await page.goto(siteUrl(holding, '/catalog/999999999/'));
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Страница не найдена');
      const [sold] = await vehicles(request, holding, { status: 'sold' });
      test.skip(!sold, 'no sold vehicle in the stock');
      if (!sold) return;
      const gone = await page.goto(siteUrl(holding, `/catalog/${sold.id}/`));
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Произошла непредвиденная ошибка',
      );
      await expect(page.getByText('Код ошибки: 410')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // The whole frame, the footer's link columns with it (folded on a phone).
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('link', { name: 'О компании', exact: true, includeHidden: true }),
      ).toBeAttached();
    });

    test('the card has no serious or critical axe issue', async ({ page, request }) => {
      const v = await vehicle(request, holding);
      await open(page, holding, `/catalog/${v.id}/`);
      expect(await seriousIssues(page)).toEqual([]);
    });
  });
}
