import { expect, test } from '@playwright/test';
import { holdingDisplayName, holdingPhone } from '@dealer/domain';
import { diagonal, hostHeader, HTTP_ONLY, siteUrl, DESKTOP_ONLY } from './support/site.ts';

// The navigation chain of SPEC 2.2, step by step, on both holdings.
const noFollow = { maxRedirects: 0 } as const;

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('home page shows the holding and the phone of the city', async ({ page }) => {
      await page.goto(siteUrl(holding, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(holdingDisplayName(holding));
      await expect(page.getByRole('link', { name: holdingPhone(holding, 'msk') })).toBeVisible();
      await page.goto(siteUrl(holding, '/?city=spb'));
      await expect(page.getByRole('link', { name: holdingPhone(holding, 'spb') })).toBeVisible();
      await expect(page.getByText('Дилерские центры в Санкт-Петербурге')).toBeVisible();
    });

    test('the city from ?city is kept in the siteCityCode cookie for 7 days', async ({
      page,
      context,
    }) => {
      await page.goto(siteUrl(holding, '/?city=spb'));
      const cookie = (await context.cookies()).find((c) => c.name === 'siteCityCode');
      expect(cookie?.value).toBe('spb');
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      await page.goto(siteUrl(holding, '/'));
      await expect(page.getByText('Дилерские центры в Санкт-Петербурге')).toBeVisible();
    });

    test('krasnodar and unknown cities fall back to Moscow', async ({ page }) => {
      await page.goto(siteUrl(holding, '/?city=krasnodar'));
      await expect(page.getByText('Дилерские центры в Москве')).toBeVisible();
    });

    test('an unknown path is a 404 page titled with the path', async ({ page }) => {
      const response = await page.goto(siteUrl(holding, '/no-such-page/'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page Not Found: /no-such-page/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Страница не найдена');
    });

    test('a redirect of the table wins over the 404 and keeps the status', async ({ request }) => {
      const answer = await request.get(siteUrl(1, '/promo-old/'), {
        ...noFollow,
        headers: hostHeader(holding),
      });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe('/cars/new/');
    });

    test('the trailing-slash rule redirects permanently and keeps the query', async ({
      request,
    }) => {
      const answer = await request.get(siteUrl(1, '/no-slash?utm_source=x&b=2'), {
        ...noFollow,
        headers: hostHeader(holding),
      });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe('/no-slash/?utm_source=x&b=2');
      const root = await request.get(siteUrl(1, '/'), {
        ...noFollow,
        headers: hostHeader(holding),
      });
      expect(root.status()).toBe(200);
    });

    test('the Russian city names in ?city are rewritten to their codes', async ({ request }) => {
      for (const [name, code] of [
        ['Москва', 'msk'],
        ['Санкт-Петербург', 'spb'],
      ] as const) {
        const answer = await request.get(siteUrl(1, `/?city=${encodeURIComponent(name)}`), {
          ...noFollow,
          headers: hostHeader(holding),
        });
        expect(answer.status()).toBe(301);
        expect(answer.headers().location).toBe(`/?city=${code}`);
      }
    });

    test('uppercase paths answer 404 after the slash rule', async ({ request }) => {
      const first = await request.get(siteUrl(1, '/About'), {
        ...noFollow,
        headers: hostHeader(holding),
      });
      expect(first.status()).toBe(301);
      expect(first.headers().location).toBe('/About/');
      const second = await request.get(siteUrl(1, '/About/'), {
        ...noFollow,
        headers: hostHeader(holding),
      });
      expect(second.status()).toBe(404);
    });

    test('the API is reachable through the /api/v1 proxy', async ({ request }) => {
      const answer = await request.get(siteUrl(1, '/api/v1/health'), {
        headers: hostHeader(holding),
      });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'ok' });
    });

    test('public pages are shared-cacheable and served again from the page cache', async ({
      request,
    }) => {
      const path = `/?probe=${holding}-${Date.now()}`;
      const first = await request.get(siteUrl(1, path), { headers: hostHeader(holding) });
      expect(first.headers()['cache-control']).toContain('s-maxage=');
      const second = await request.get(siteUrl(1, path), { headers: hostHeader(holding) });
      expect(second.headers()['x-page-cache']).toBe('HIT');
      expect(await second.text()).toContain(holdingDisplayName(holding));
    });

    test('the parts of a page are written in place, not as hidden segments swapped in by script', async ({
      request,
    }) => {
      // React moves a large ready Suspense boundary to a hidden segment unless told not to
      // (app/entry.server.tsx); without JavaScript that content would never show. The only hidden
      // segments left are React Router's loader data, which is script anyway. A browser's
      // User-Agent (crawlers get the whole document at once) and a URL of its own (not cached).
      const browser = {
        ...hostHeader(holding),
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      };
      for (const path of ['/', holding === 1 ? '/cars/new/' : '/cars/used/']) {
        const html = await (
          await request.get(siteUrl(1, `${path}?segments=${Date.now()}`), { headers: browser })
        ).text();
        expect(html.match(/<!--\$-->/g)?.length ?? 0, path).toBeGreaterThanOrEqual(4);
        expect(html.match(/<div hidden id="S:\d+">(?!<script[ >])/g) ?? [], path).toEqual([]);
      }
    });

    test('a page that depends on the browser keeps its Vary when the server compresses it', async ({
      request,
    }) => {
      const answer = await request.get(siteUrl(1, '/mobileapp/download/'), {
        headers: { ...hostHeader(holding), 'accept-encoding': 'gzip' },
      });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-encoding']).toBe('gzip');
      const vary = (answer.headers()['vary'] ?? '').toLowerCase();
      expect(vary).toContain('user-agent');
      expect(vary).toContain('accept-encoding');
    });
  });
}

test(
  'a POST to a page without a form is a 405 error page, frameless but whole, not a 500',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // React Router answers it before any loader runs, so the page has no site to frame it with.
    const answer = await request.post(siteUrl(1, '/cars/new/'), { form: { x: '1' } });
    expect(answer.status()).toBe(405);
    expect(await answer.text()).toMatch(/Код ошибки: (<!-- -->)?405/);
    // The browser hydrates that page as the server wrote it.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/405/.test(message.text())) errors.push(message.text());
    });
    await page.route(siteUrl(1, '/cars/new/'), (route) =>
      route.continue({
        method: 'POST',
        postData: 'x=1',
        headers: {
          ...route.request().headers(),
          'content-type': 'application/x-www-form-urlencoded',
        },
      }),
    );
    const response = await page.goto(siteUrl(1, '/cars/new/'));
    expect(response?.status()).toBe(405);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Произошла непредвиденная ошибка',
    );
    await expect(page.locator('header')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  },
);

test(
  'a redirect for holding 2 only does not apply on holding 1',
  HTTP_ONLY,
  async ({ request }) => {
    const onSecond = await request.get(siteUrl(1, '/h2-only-old/'), {
      ...noFollow,
      headers: hostHeader(2),
    });
    expect(onSecond.status()).toBe(302);
    expect(onSecond.headers().location).toBe('/services/commission/');
    const onFirst = await request.get(siteUrl(1, '/h2-only-old/'), {
      ...noFollow,
      headers: hostHeader(1),
    });
    expect(onFirst.status()).toBe(404);
  },
);

test(
  'a first-holding-only route answers on holding 1 and is a 404 on holding 2',
  DESKTOP_ONLY,
  async ({ page }) => {
    const first = await page.goto(siteUrl(1, '/en/about/'));
    expect(first?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Vektor Motors');
    const second = await page.goto(siteUrl(2, '/en/about/'));
    expect(second?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found: /en/about/');
  },
);
