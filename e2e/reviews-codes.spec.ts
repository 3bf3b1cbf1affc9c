import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { staffToken } from './support/staff.ts';
import { hostHeader, siteUrl, DESKTOP_ONLY, PHONE_ONLY } from './support/site.ts';
import { seriousIssues } from './support/axe.ts';
import { hydrated } from './shell-overlays-support.ts';

// SPEC 2.5 reviews (submitted, moderated through the staff API, shown) and SPEC 2.3 code pages:
// short links, business cards, staff profiles and the QR generator.
test.describe.configure({ timeout: 90_000 });

const API = `${process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`}/v1`;
// A staff member with a profile page in the seed (apps/api/seed/people.ts: the first department heads).
const PERSON = 'darya-ilina';

const staffTokenOf = (request: APIRequestContext) => staffToken(request, 2, '127.0.0.21');

test(
  'reviews: lists with ratings and pages, a review sent, moderated and shown',
  PHONE_ONLY,
  async ({ browser, page, request }, info) => {
    const response = await page.goto(siteUrl(1, '/reviews/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Отзывы клиентов VEKTOR MOTORS',
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(ld.aggregateRating.reviewCount).toBeGreaterThan(10);
    const reviews = page.getByRole('list', { name: 'Отзывы' }).getByRole('article');
    await expect(reviews).toHaveCount(10);
    await page
      .getByRole('navigation', { name: 'Страницы отзывов' })
      .getByRole('link', { name: '2' })
      .click();
    await expect(page).toHaveURL(/\/reviews\/\?page=2$/);
    await page
      .getByRole('navigation', { name: 'Оценка' })
      .getByRole('link', { name: '1 ★' })
      .click();
    await expect(page).toHaveURL(/\/reviews\/\?rating=1$/);
    for (const stars of await reviews.getByText(/^Оценка \d из 5$/).allTextContents())
      expect(stars).toBe('Оценка 1 из 5');
    expect(await seriousIssues(page)).toEqual([]);

    // The second holding, a dealer's page: the form there knows its dealer.
    const dealerPath = '/reviews/siyanie-kia-msk/';
    await page.goto(siteUrl(2, dealerPath));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Отзывы о дилерском центре Kia Северное Сияние Москва',
    );
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Оставить отзыв' });
    // Wrong input: the server's Russian messages beside the fields, a 400, nothing stored.
    await form.getByLabel('Имя').fill('Ivan');
    await form.getByLabel('Телефон (необязательно)').fill('+7 900');
    await form.getByLabel('Отзыв').fill('Коротко');
    const refusedHere = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    expect((await refusedHere).status()).toBe(400);
    await expect(form.getByText('Только русские символы')).toBeVisible();
    await expect(form.getByText('Некорректный формат телефона.')).toBeVisible();
    await expect(form.getByText('Напишите отзыв хотя бы из 20 символов')).toBeVisible();
    await expect(form.getByText('Поставьте оценку от 1 до 5')).toBeVisible();
    await expect(form.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Телефон (необязательно)')).toHaveValue('+7 900');
    expect(await seriousIssues(page)).toEqual([]);

    // Without JavaScript the server says the same with a 400, and nothing is stored.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(siteUrl(2, dealerPath));
    const bare = noScript.getByRole('form', { name: 'Оставить отзыв' });
    await bare.getByLabel('Имя').fill('Ivan');
    await bare.getByLabel('Отзыв').fill('Коротко');
    const refused = noScript.waitForResponse((r) => r.request().method() === 'POST');
    await bare.getByRole('button', { name: 'Отправить отзыв' }).click();
    expect((await refused).status()).toBe(400);
    await expect(noScript.getByText('Только русские символы')).toBeVisible();
    await expect(noScript.getByText('Необходимо заполнить поле').first()).toBeVisible();
    await plain.close();

    const text = `Проверка отзыва ${info.project.name} ${Date.now()}: всё понравилось, спасибо.`;
    await form.getByLabel('Имя').fill('Ирина');
    await form.getByLabel('Телефон (необязательно)').fill('+7 900-000-00-42');
    await form.getByLabel('Отзыв').fill(text);
    // Each project its own mark and so its own page: a rendered page is shared for a minute.
    const mark = info.project.name === 'phone' ? 4 : 3;
    await form.getByRole('radio', { name: String(mark) }).check();
    await form.getByLabel(/Я согласен/).check();
    const sent = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(
      'Спасибо! Отзыв появится на сайте после проверки.',
    );

    // Not shown until a moderator publishes it through the staff API.
    const token = await staffTokenOf(request);
    const auth = { authorization: `Bearer ${token}` };
    const queue = await request.get(`${API}/reports/reviews?holdingId=2&perPage=100`, {
      headers: auth,
    });
    const pending = ((await queue.json()) as { items: { id: number; text: string }[] }).items.find(
      (r) => r.text === text,
    );
    expect(pending).toBeDefined();
    const visible = async () =>
      (
        await request.get(`${API}/reviews/siyanie-kia-msk?holdingId=2&rating=${mark}&perPage=100`)
      ).text();
    expect(await visible()).not.toContain(text);
    const decided = await request.post(`${API}/reports/reviews/${pending!.id}?holdingId=2`, {
      headers: auth,
      data: { decision: 'publish' },
    });
    expect(decided.status()).toBe(200);
    expect(await visible()).toContain(text);
    // A page not rendered before shows it at once (rendered pages are shared for up to a minute).
    await page.goto(siteUrl(2, `${dealerPath}?rating=${mark}`));
    await expect(page.getByRole('list', { name: 'Отзывы' })).toContainText(text);
  },
);

test(
  'code pages: short links stay on the site, business cards parse, profiles, QR generator',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // Short links are made by staff only (SPEC 2.3): without the staff token the API refuses.
    const anonymous = await request.post(`${API}/slgen?holdingId=1`, {
      data: { url: '/contacts/' },
    });
    expect(anonymous.status()).toBe(401);
    const auth = { authorization: `Bearer ${await staffTokenOf(request)}` };
    // A short link to a page of the site redirects there; an outside target is refused when made.
    const outside = await request.post(`${API}/slgen?holdingId=1`, {
      headers: auth,
      data: { url: 'https://evil.example/cars/new/' },
    });
    expect(outside.status()).toBe(400);
    const made = await request.post(`${API}/slgen?holdingId=1`, {
      headers: auth,
      data: { url: '/contacts/' },
    });
    const { code } = (await made.json()) as { code: string };
    const redirect = await request.get(siteUrl(1, `/sl/${code}/`), {
      headers: hostHeader(1),
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/contacts/');
    await page.goto(siteUrl(1, `/sl/${code}/`));
    await expect(page).toHaveURL(siteUrl(1, '/contacts/'));
    expect((await page.goto(siteUrl(1, '/sl/Nope0000/')))?.status()).toBe(404);
    // The code of one holding names nothing on the other.
    expect(
      (
        await request.get(siteUrl(1, `/sl/${code}/`), { headers: hostHeader(2), maxRedirects: 0 })
      ).status(),
    ).toBe(404);

    // A staff profile in three languages, with its business card as a valid vCard.
    await page.goto(siteUrl(1, `/i/${PERSON}/`));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect(await seriousIssues(page)).toEqual([]);
    const download = page.getByRole('link', { name: 'Скачать визитку (vCard)' });
    const vcardHref = (await download.getAttribute('href')) ?? '';
    const card = await request.get(siteUrl(1, vcardHref), { headers: hostHeader(1) });
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('text/vcard; charset=utf-8');
    expect(card.headers()['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.vcf"$/);
    const lines = (await card.text()).trim().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:3.0');
    expect(lines.at(-1)).toBe('END:VCARD');
    const field = (name: string) =>
      lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
    expect(field('N')).toMatch(/^N:[^;]+;[^;]+;;;$/);
    expect(field('FN')).toBeDefined();
    expect(field('TEL')).toMatch(/^TEL;TYPE=WORK,VOICE:\+7\d{10}$/);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(siteUrl(1, `/i/en/${PERSON}/`));
    await expect(
      page.getByRole('link', { name: 'Download business card (vCard)' }),
    ).toHaveAttribute('href', /^\/vcard\/en\/[\w-]+\/$/);
    expect((await page.goto(siteUrl(1, `/i/cn/${PERSON}/`)))?.status()).toBe(200);
    await expect(page.getByRole('main')).toHaveAttribute('lang', 'zh');
    expect((await page.goto(siteUrl(2, `/i/${PERSON}/`)))?.status()).toBe(404);
    expect(
      (await request.get(siteUrl(1, '/vcard/de/Abc1234/'), { headers: hostHeader(1) })).status(),
    ).toBe(404);

    // The QR generator: SPEC 9 defaults, the level read from the query and checked.
    const list = await request.get(`${API}/catalog?holdingId=1&perPage=1&facets=false`);
    const { id } = ((await list.json()) as { items: { id: number }[] }).items[0]!;
    const { vin } = (await (await request.get(`${API}/catalog/${id}?holdingId=1`)).json()) as {
      vin: string;
    };
    await page.goto(siteUrl(1, `/qr/generator/${vin}/`));
    const image = page.getByRole('img', { name: `QR-код ${vin}` });
    await expect(image).toHaveAttribute('src', `/qr/${vin}/?level=L&size=100`);
    await page.getByLabel('Уровень коррекции ошибок').selectOption('H');
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(image).toHaveAttribute('src', `/qr/${vin}/?level=H&size=100`);
    const svg = await request.get(siteUrl(1, `/qr/${vin}/?level=H&size=100`), {
      headers: hostHeader(1),
    });
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await seriousIssues(page)).toEqual([]);
    const bad = await page.goto(siteUrl(1, `/qr/generator/${vin}/?level=X`));
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('Уровень коррекции QR-кода: L, M, Q или H');
  },
);
