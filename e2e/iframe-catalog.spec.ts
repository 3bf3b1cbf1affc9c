import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { catalog, openListing } from './catalog-listing-support.ts';
import { vehicles } from './catalog-card-support.ts';
import { seriousIssues } from './support/axe.ts';
import { diagonal, hostHeader, siteUrl } from './support/site.ts';

// SPEC 2.10 and 3: /iframe/catalog_list/ and its card, the listing narrowed by condition, mark,
// city and location, in the clear layout, embeddable in another site's page.
test.describe.configure({ timeout: 90_000 });

const LIST = '/iframe/catalog_list/';
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const digits = (text: string) => Number(text.replace(/\D/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Narrowing {
  condition: 'new' | 'used';
  mark?: string;
  markName?: string;
  city: 'msk';
  location: string;
}

/** The best-stocked value of a facet under the query (a real narrowing of the demo stock). */
async function topFacet(
  request: APIRequestContext,
  holding: 1 | 2,
  facet: string,
  query: Record<string, string>,
) {
  const { facets } = await catalog(request, holding, { category: 'cars', ...query });
  const best = [...(facets.values[facet] ?? [])].sort((a, b) => b.count - a.count)[0] as
    { value: string; label?: string } | undefined;
  if (!best) throw new Error(`no ${facet} for ${JSON.stringify(query)}`);
  return best;
}

/** An embed of one dealer's new cars of its best-stocked mark in Moscow. */
async function markEmbed(request: APIRequestContext, holding: 1 | 2): Promise<Required<Narrowing>> {
  const mark = await topFacet(request, holding, 'mark', { condition: 'new' });
  const dealer = await topFacet(request, holding, 'dealer', { condition: 'new', mark: mark.value });
  return {
    condition: 'new',
    mark: mark.value,
    markName: mark.label ?? mark.value,
    city: 'msk',
    location: dealer.value,
  };
}

/** The embed's narrowing in its canonical order. */
function searchOf(n: Narrowing): string {
  return [
    `condition=${n.condition}`,
    n.mark ? `mark=${n.mark}` : '',
    `city=${n.city}`,
    `location=${n.location}`,
  ]
    .filter(Boolean)
    .join('&');
}

async function total(
  request: APIRequestContext,
  holding: 1 | 2,
  n: Narrowing,
  extra: Record<string, string> = {},
): Promise<number> {
  const query: Record<string, string> = {
    category: 'cars',
    condition: n.condition,
    city: n.city,
    dealer: n.location,
    ...extra,
  };
  if (n.mark) query['mark'] = n.mark;
  return (await catalog(request, holding, query)).total;
}

/** The filter form: the sidebar on a wide screen, the sheet (opened here) on a phone. */
async function filterForm(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('link', { name: /^Фильтры/ }).click();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
  }
  return page.getByRole('form', { name: 'Фильтры' });
}

const tileLinks = (page: Page | FrameLocator) => page.locator(`main article a[href^="${LIST}"]`);
const offers = (count: number) =>
  new RegExp(`^${count.toLocaleString('ru-RU').replace(/\s/g, '\\s')} `);

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('the embed shows the narrowed stock in the clear layout, frameable and not indexed', async ({
      page,
      request,
    }, info) => {
      const n = await markEmbed(request, holding);
      const url = `${LIST}?${searchOf(n)}`;
      const answer = await request.get(siteUrl(1, url), {
        headers: hostHeader(holding),
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(200);
      // Nothing forbids framing the embed.
      expect(answer.headers()['x-frame-options']).toBeUndefined();
      // Any site may frame it while IFRAME_ALLOWED_ORIGINS is unset (decision 0019).
      expect(answer.headers()['content-security-policy']).toContain('frame-ancestors *');

      await openListing(page, holding, url);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Новые автомобили ${n.markName}`,
      );
      const expected = await total(request, holding, n);
      expect(expected).toBeGreaterThan(0);
      await expect(page.getByTestId('found')).toHaveText(offers(expected));
      const titles = await page.locator('main article h2').allInnerTexts();
      expect(titles.length).toBe(Math.min(expected, 24));
      for (const title of titles) expect(title.startsWith(n.markName)).toBe(true);
      // Tiles open the card inside the embed, with its narrowing.
      const hrefs = await tileLinks(page).evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(href).toMatch(new RegExp(`^/iframe/catalog_list/\\d+/\\?${escape(searchOf(n))}$`));
      await expect(page.locator('main a[href^="/catalog/"]')).toHaveCount(0);
      // Nothing sticks out sideways, in the frame's own width.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      // The embed fixes condition, mark and dealer: the panel offers none of them, nor counts them.
      if (isPhone(page))
        await expect(page.getByRole('link', { name: /^Фильтры/ })).toHaveText('Фильтры');
      await expect(page.getByRole('navigation', { name: 'Состояние' })).toHaveCount(0);
      const form = await filterForm(page);
      await expect(form.getByRole('group', { name: 'Марка' })).toHaveCount(0);
      await expect(form.getByRole('group', { name: 'Дилерский центр' })).toHaveCount(0);
      if (isPhone(page)) await page.keyboard.press('Escape');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        siteUrl(holding, `/cars/new/${n.mark}/?dealer=${n.location}`),
      );
      await page.screenshot({
        path: `${info.project.outputDir}/iframe-list-h${holding}-${info.project.name}.png`,
        fullPage: true,
        scale: 'css',
      });
      expect(await seriousIssues(page)).toEqual([]);
    });

    test('a filter changes the URL and the results but never the narrowing; the reset keeps it', async ({
      page,
      request,
    }) => {
      const dealer = await topFacet(request, holding, 'dealer', { condition: 'used' });
      const n: Narrowing = { condition: 'used', city: 'msk', location: dealer.value };
      const start = `${LIST}?${searchOf(n)}`;
      await openListing(page, holding, start);
      await expect(page.getByTestId('found')).toHaveText(offers(await total(request, holding, n)));
      const form = await filterForm(page);
      // The embed leaves the mark open: the visitor's choice goes under its own name.
      const marks = form.getByRole('group', { name: 'Марка' });
      const label = (await marks.locator('label').first().innerText())
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
      const [markName = '', countText = ''] = label;
      await marks.getByRole('checkbox').first().check();
      await expect(form.getByText(/^Найдено: /)).toHaveText(
        new RegExp(`^Найдено: ${offers(digits(countText)).source.slice(1)}`),
      );
      await form.getByRole('button', { name: /^Показать/ }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(start)}&f_mark=[a-z0-9-]+$`));
      const chosen = new URL(page.url()).searchParams.get('f_mark') ?? '';
      await expect(page.getByTestId('found')).toHaveText(
        offers(await total(request, holding, n, { mark: chosen })),
      );
      expect(await total(request, holding, n, { mark: chosen })).toBe(digits(countText));
      for (const title of await page.locator('main article h2').allInnerTexts())
        expect(title.startsWith(markName)).toBe(true);
      for (const href of await tileLinks(page).evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      )) {
        expect(href).toContain(`?${searchOf(n)}&f_mark=${chosen}`);
      }
      // Sorting keeps both.
      await page.locator('summary', { hasText: 'Сортировка:' }).click();
      await page.getByRole('link', { name: 'Сначала дешевле' }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(start)}&f_mark=${chosen}&sort=price-asc$`));
      // The chip takes the visitor's mark away, the reset everything the visitor chose: the narrowing stays.
      await page.getByRole('link', { name: `Убрать фильтр: ${markName}` }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(start)}&sort=price-asc$`));
      const reset = await filterForm(page);
      await reset.getByRole('link', { name: 'Сбросить фильтры' }).click();
      await expect(page).toHaveURL(siteUrl(holding, start));
    });

    test('a tile opens the card inside the embed and its link leads back to the list', async ({
      page,
      request,
    }, info) => {
      const n = await markEmbed(request, holding);
      const list = `${LIST}?${searchOf(n)}&sort=price-desc`;
      await openListing(page, holding, list);
      const tile = tileLinks(page).first();
      const title = await page.locator('main article h2').first().innerText();
      await tile.click();
      await expect(page).toHaveURL(
        new RegExp(`/iframe/catalog_list/(\\d+)/\\?${escape(searchOf(n))}&sort=price-desc$`),
      );
      const id = /catalog_list\/(\d+)\//.exec(page.url())?.[1] ?? '';
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Хлебные крошки' })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        siteUrl(holding, `/catalog/${id}/`),
      );
      await page.screenshot({
        path: `${info.project.outputDir}/iframe-card-h${holding}-${info.project.name}.png`,
        scale: 'css',
      });
      expect(await seriousIssues(page)).toEqual([]);
      await page.getByRole('link', { name: 'Назад к списку' }).click();
      await expect(page).toHaveURL(siteUrl(holding, list));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Новые автомобили ${n.markName}`,
      );

      // The card keeps to the narrowing: another mark's embed does not show this vehicle.
      const other = await request.get(siteUrl(1, `${LIST}${id}/?condition=used`), {
        headers: hostHeader(holding),
        maxRedirects: 0,
      });
      expect(other.status()).toBe(404);
      const missing = await request.get(siteUrl(1, `${LIST}999999999/`), {
        headers: hostHeader(holding),
        maxRedirects: 0,
      });
      expect(missing.status()).toBe(404);
      // A sold vehicle is gone (410) as on its card, without the site frame around it.
      const [sold] = await vehicles(request, holding, { status: 'sold' });
      if (sold) {
        const gone = await page.goto(siteUrl(holding, `${LIST}${sold.id}/`));
        expect(gone?.status()).toBe(410);
        await expect(page.getByText('Код ошибки: 410')).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        // The error keeps the visitor in the embed: back to its list, not out to the site's catalogue.
        await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveCount(0);
        const goneWithQuery = `${LIST}${sold.id}/?${searchOf(n)}`;
        await page.goto(siteUrl(holding, goneWithQuery));
        await expect(page.getByRole('link', { name: 'Назад к списку' })).toHaveAttribute(
          'href',
          `${LIST}?${searchOf(n)}`,
        );
      }
    });

    test('a malformed narrowing and a vehicle type the holding does not sell are a 404 in Russian', async ({
      page,
      request,
    }) => {
      for (const search of [
        'condition=old',
        'mark=kia,bmw',
        'city=krasnodar',
        'location=%3Cb%3E',
        'priceTo=abc',
      ]) {
        const answer = await request.get(siteUrl(1, `${LIST}?${search}`), {
          headers: hostHeader(holding),
          maxRedirects: 0,
        });
        expect(answer.status(), search).toBe(404);
      }
      // Its 404 page has no link out of the embed.
      const broken = await page.goto(siteUrl(holding, `${LIST}?condition=old`));
      expect(broken?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Страница не найдена');
      await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveCount(0);
      // SPEC 2.4: motorcycles on the first holding only, quad bikes on the second.
      const [own, foreign] = holding === 1 ? ['moto', 'atv'] : ['atv', 'moto'];
      const sold = await request.get(siteUrl(1, `${LIST}?category=${own}`), {
        headers: hostHeader(holding),
        maxRedirects: 0,
      });
      expect(sold.status()).toBe(200);
      const notSold = await request.get(siteUrl(1, `${LIST}?category=${foreign}`), {
        headers: hostHeader(holding),
        maxRedirects: 0,
      });
      expect(notSold.status()).toBe(404);
      await openListing(page, holding, `${LIST}?condition=old`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Страница не найдена');
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test('it works inside an iframe of another site’s page', async ({ page, request }, info) => {
      const n = await markEmbed(request, holding);
      const src = siteUrl(holding, `${LIST}?${searchOf(n)}`);
      // A partner's page on another origin (another host and port: the site's cookies are third-party there).
      const partner = createServer((_, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Партнёр</title></head>
<body style="margin:0;font-family:sans-serif"><header style="padding:12px;background:#222;color:#fff">Сайт партнёра</header>
<iframe src="${src}" title="Автомобили в наличии" style="display:block;width:100%;height:1400px;border:0"></iframe></body></html>`);
      });
      await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
      const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
      try {
        await page.goto(partnerUrl);
        const frame = page.frameLocator('iframe');
        await expect(frame.locator('html[data-hydrated="true"]')).toHaveCount(1);
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
          `Новые автомобили ${n.markName}`,
        );
        await expect(tileLinks(frame).first()).toBeVisible();
        const inner = page.frames().find((f) => f.url().startsWith(src.split('?')[0] ?? src));
        expect(
          await inner?.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${info.project.outputDir}/iframe-partner-h${holding}-${info.project.name}.png`,
          scale: 'css',
        });
        await tileLinks(frame).first().click();
        await expect(frame.getByRole('link', { name: 'Назад к списку' })).toBeVisible();
        // The partner's page stays; only the frame moved on.
        expect(page.url()).toBe(partnerUrl);
        await frame.getByRole('link', { name: 'Назад к списку' }).click();
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
          `Новые автомобили ${n.markName}`,
        );
      } finally {
        partner.close();
      }
    });
  });
}

test.describe('before hydration (no script)', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form of the embed submits inside the embed and keeps its narrowing', async ({
    page,
    request,
  }) => {
    const dealer = await topFacet(request, 1, 'dealer', { condition: 'used' });
    const start = `${LIST}?condition=used&city=msk&location=${dealer.value}`;
    await page.goto(siteUrl(1, start));
    if (isPhone(page)) await page.getByRole('link', { name: /^Фильтры/ }).click();
    const form = page.getByRole('form', { name: 'Фильтры' });
    await form.getByRole('group', { name: 'Марка' }).getByRole('checkbox').first().check();
    await form.getByRole('button', { name: /^Показать/ }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(start)}&f_mark=[a-z0-9-]+$`));
  });
});
