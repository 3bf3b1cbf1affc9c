import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDateLong } from '@dealer/domain';
import { diagonal, siteUrl, DESKTOP_ONLY } from './support/site.ts';
import { seriousIssues } from './support/axe.ts';
import { hydrated } from './shell-overlays-support.ts';

// SPEC 2.3 content pages on both holdings: each renders the API's data, has its canonical link and
// no serious axe issue; the first holding's pages are 404 on the second.
test.describe.configure({ timeout: 120_000 });

const API_URL = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;

async function api<T>(request: APIRequestContext, path: string, holding: 1 | 2): Promise<T> {
  const glue = path.includes('?') ? '&' : '?';
  const response = await request.get(`${API_URL}/v1${path}${glue}holdingId=${holding}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

type StaticPage = { title: string; blocks: { type: string; text?: string }[] };
type Card = { slug: string; title: string; publishedAt: string; endsAt: string | null };

/** Opens a page, checks its status, h1, canonical link and axe; returns nothing, fails loudly. */
async function visit(page: Page, holding: 1 | 2, path: string, h1: string | RegExp) {
  const response = await page.goto(siteUrl(holding, path));
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
    'href',
    siteUrl(holding, path),
  );
}

// A returning Moscow visitor: the city popup (first holding) does not open over the page under test.
test.beforeEach(async ({ context }) => {
  await context.addCookies(
    ['localhost', 'h2.localhost'].map((domain) => ({
      name: 'siteCityCode',
      value: 'msk',
      domain,
      path: '/',
    })),
  );
});

async function noSeriousIssues(page: Page, label: string) {
  expect(await seriousIssues(page), label).toEqual([]);
}

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: about, info and FAQ pages show the editors' texts`,
    diagonal(holding),
    async ({ page, request }) => {
      const pages: [string, string][] = [
        ['/about/', 'about'],
        ['/about/history/', 'history'],
        ['/about/career/', 'career'],
        ['/guaranty/', 'guaranty'],
        ['/cookie/', 'cookie'],
        ['/terms-of-use/', 'terms-of-use'],
        ['/consent-to-processing/', 'consent-to-processing'],
        ['/event/', 'event'],
        ['/event/mini/', 'event-mini'],
        ['/tekhnologii-detskogo-schastya/', 'tekhnologii-detskogo-schastya'],
      ];
      if (holding === 1) pages.push(['/about/compliance/', 'compliance']);
      for (const [path, code] of pages) {
        const data = await api<StaticPage>(request, `/static/page/${code}`, holding);
        await visit(page, holding, path, data.title);
        const first = data.blocks.find((block) => block.type === 'p')!;
        await expect(page.getByText(first.text!, { exact: true }).first()).toBeVisible();
      }
      await noSeriousIssues(page, 'static page');

      // The about section's own navigation, awards and advisers.
      await page.goto(siteUrl(holding, '/about/'));
      const section = page.getByRole('navigation', { name: 'Раздел «О компании»' });
      await expect(section.getByRole('link', { name: 'Награды' })).toBeVisible();
      const awards = await api<{ items: { title: string }[] }>(request, '/awards', holding);
      await visit(page, holding, '/about/awards/', 'Награды');
      await expect(
        page.getByRole('heading', { level: 2, name: awards.items[0]!.title }),
      ).toBeVisible();
      await noSeriousIssues(page, 'awards');
      const advisers = await api<{ items: { firstName: string; lastName: string }[] }>(
        request,
        '/dealers/advisers?city=msk',
        holding,
      );
      await visit(page, holding, '/about/advisers/', 'Наши консультанты');
      const adviser = advisers.items[0]!;
      await expect(
        page.getByRole('heading', { name: `${adviser.firstName} ${adviser.lastName}` }).first(),
      ).toBeVisible();
      await noSeriousIssues(page, 'advisers');

      // FAQ: a question opens its answer (native disclosure), before and after hydration alike.
      const faq = await api<{ sections: { items: { question: string; answer: string }[] }[] }>(
        request,
        '/faq',
        holding,
      );
      await visit(page, holding, '/faq/', 'Вопросы и ответы');
      const item = faq.sections[0]!.items[0]!;
      const answer = page.getByText(item.answer, { exact: true });
      await expect(answer).toBeHidden();
      await page.getByText(item.question, { exact: true }).click();
      await expect(answer).toBeVisible();
      await noSeriousIssues(page, 'faq');

      // The HTML site map links the pages that now exist.
      await visit(page, holding, '/sitemap/', 'Карта сайта');
      await expect(page.getByRole('link', { name: 'Вопросы и ответы' }).first()).toBeVisible();
      await noSeriousIssues(page, 'sitemap');

      // The first holding's compliance page does not exist on the second, and the reverse holds for none.
      if (holding === 2) {
        const missing = await page.goto(siteUrl(2, '/about/compliance/'));
        expect(missing?.status()).toBe(404);
      }
    },
  );

  test(
    `holding ${holding}: publications list, filter, page and item with date, share, related and JSON-LD`,
    diagonal(holding),
    async ({ page, request }) => {
      for (const kind of ['news', 'blog', 'media'] as const) {
        const list = await api<{ items: Card[] }>(request, `/${kind}?perPage=12`, holding);
        await page.goto(siteUrl(holding, `/${kind}/`));
        const first = list.items[0]!;
        await expect(page.getByRole('link', { name: first.title }).first()).toBeVisible();
        await expect(page.getByText(formatDateLong(first.publishedAt)).first()).toBeVisible();
      }
      await noSeriousIssues(page, 'media list');

      // The second page of news is its own URL with its own canonical.
      const second = await api<{ items: Card[] }>(request, '/news?perPage=12&page=2', holding);
      await visit(page, holding, '/news/?page=2', 'Новости');
      await expect(page.getByRole('link', { name: second.items[0]!.title }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Страницы' })).toBeVisible();

      // Promotions: the «running» filter is a plain GET form (it works before hydration).
      const running = await api<{ items: Card[]; meta: { page: { total: number } } }>(
        request,
        '/actions?perPage=12&active=true',
        holding,
      );
      await page.goto(siteUrl(holding, '/actions/'));
      await page.getByLabel('Только действующие').check();
      await page.getByRole('button', { name: 'Показать' }).click();
      await expect(page).toHaveURL(/\/actions\/\?active=true$/);
      await expect(page.getByRole('listitem').filter({ hasText: 'Акция завершена' })).toHaveCount(
        0,
      );
      await expect(page.locator('main ul li h2')).toHaveCount(running.items.length);

      // An expired promotion says so on its page.
      const all = await api<{ items: Card[] }>(request, '/actions?perPage=100', holding);
      const expired = all.items.find(
        (item) => item.endsAt && Date.parse(item.endsAt) < Date.now(),
      )!;
      await visit(page, holding, `/actions/${expired.slug}/`, expired.title);
      await expect(page.getByText('Акция завершена').first()).toBeVisible();

      // A news item: long Russian date, share links, related items, Article JSON-LD.
      const news = (await api<{ items: Card[] }>(request, '/news?perPage=1', holding)).items[0]!;
      await visit(page, holding, `/news/${news.slug}/`, news.title);
      await hydrated(page);
      await expect(page.locator('article time')).toHaveText(formatDateLong(news.publishedAt));
      const share = page.getByRole('navigation', { name: 'Поделиться' });
      await expect(share.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
        'href',
        new RegExp(
          `^https://t\\.me/share/url\\?url=${encodeURIComponent(siteUrl(holding, '/news/'))}`,
        ),
      );
      await expect(page.getByRole('heading', { name: 'Другие новости' })).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: news.title });
      await noSeriousIssues(page, 'news item');

      // A client navigation from the item to a related one renders it too.
      const related = page
        .getByRole('region', { name: 'Другие новости' })
        .getByRole('link')
        .first();
      const title = await related.textContent();
      await related.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);

      const unknown = await page.goto(siteUrl(holding, '/news/no-such-item/'));
      expect(unknown?.status()).toBe(404);
      const badPage = await page.goto(siteUrl(holding, '/news/?page=abc'));
      expect(badPage?.status()).toBe(404);
    },
  );
}

test(
  'investors and English pages: first holding only, documents download as PDF',
  DESKTOP_ONLY,
  async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'one width is enough for text pages');
    type Doc = { id: number; title: string };
    const sections: [string, string][] = [
      ['/investors/', 'investors'],
      ['/investors/financial_reports/', 'investors-financial-reports'],
      ['/investors/korporativnye-dokumenty/', 'investors-korporativnye-dokumenty'],
      ['/investors/operatsionnye-pokazateli/', 'investors-operatsionnye-pokazateli'],
      ['/investors/reytingi/', 'investors-reytingi'],
    ];
    for (const [path, code] of sections) {
      const text = await api<StaticPage>(request, `/static/page/${code}`, 1);
      await visit(page, 1, path, text.title);
      await expect(page.getByRole('navigation', { name: 'Разделы для инвесторов' })).toBeVisible();
    }
    const ratings = await api<{ items: Doc[] }>(
      request,
      '/investors/documents?section=reytingi',
      1,
    );
    const link = page.getByRole('link', { name: ratings.items[0]!.title });
    await expect(link).toBeVisible();
    const file = await page.request.get(
      new URL((await link.getAttribute('href'))!, page.url()).href,
    );
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await noSeriousIssues(page, 'investors');

    // /en/ leads to the English pages, which say so on <html> (issue 29).
    await page.goto(siteUrl(1, '/en/'));
    await expect(page).toHaveURL(siteUrl(1, '/en/about/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await visit(page, 1, '/en/history/', 'History');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await visit(page, 1, '/en/about/compliance/', 'Compliance');
    type EnCard = { slug: string; title: string };
    const english = await api<{ items: EnCard[] }>(request, '/news?lang=en', 1);
    await visit(page, 1, '/en/news/', 'News');
    await page.getByRole('link', { name: english.items[0]!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.items[0]!.title);
    await expect(page).toHaveURL(siteUrl(1, `/en/news/${english.items[0]!.slug}/`));
    await noSeriousIssues(page, 'English news');

    for (const path of [
      '/investors/',
      '/investors/reytingi/',
      '/en/',
      '/en/news/',
      '/en/history/',
    ]) {
      const missing = await page.goto(siteUrl(2, path));
      expect(missing?.status(), path).toBe(404);
    }
  },
);
