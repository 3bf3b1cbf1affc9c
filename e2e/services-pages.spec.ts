import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addDays, holdingExposes, moscowClock } from '@dealer/domain';
import { SERVICE_PAGES } from '../apps/api/seed/service/service-pages.ts';
import { seriousIssues } from './support/axe.ts';
import { pickVisitDay } from './support/booking.ts';
import { expectInView, hostHeader, siteUrl, DESKTOP_ONLY, PHONE_ONLY } from './support/site.ts';
import { openPage } from './shell-chrome-support.ts';

// SPEC 2.7 service and services pages on both holdings, and the service booking end to end.
test.describe.configure({ timeout: 90_000 });

/** The seeded pages a holding shows (its own row wins over the shared one), by site path. */
function pagesOf(holding: 1 | 2) {
  const byPath = new Map<string, string>();
  for (const page of SERVICE_PAGES)
    if (page.holdingId === holding || (page.holdingId === null && !byPath.has(page.path)))
      byPath.set(page.path, page.title);
  return [...byPath].map(([path, title]) => ({ href: `/${path}/`, title }));
}

const ONLY_ON = {
  '/services/corporate/': 1,
  '/services/commission/': 2,
  '/services/commercial/': 2,
  '/services/fleet/': 2,
} as const;

/** The text of <h1> in a page's HTML, entities decoded the way the pages write them. */
const h1Of = (html: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'") ?? '';

test(
  'every service page renders its text on both holdings; holding-only pages are 404 elsewhere',
  DESKTOP_ONLY,
  async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'server HTML does not depend on the width');
    const get = (holding: 1 | 2, path: string) =>
      request.get(siteUrl(1, path), { headers: hostHeader(holding), maxRedirects: 0 });
    for (const holding of [1, 2] as const) {
      for (const { href, title } of pagesOf(holding)) {
        const res = await get(holding, href);
        expect(res.status(), `${holding} ${href}`).toBe(200);
        const html = await res.text();
        expect(h1Of(html), `${holding} ${href}`).toBe(title);
      }
      for (const [href, only] of Object.entries(ONLY_ON))
        if (only !== holding)
          expect((await get(holding, href)).status(), `${holding} ${href}`).toBe(404);
      expect((await get(holding, '/service/no-such-service/')).status()).toBe(404);
      // The trade-in page of a make and of one of its models names them; an unknown make is 404.
      const kia = await (
        await request.get(siteUrl(1, '/api/v1/brands/kia'), { headers: hostHeader(holding) })
      ).json();
      const model = kia.models[0];
      const tradeIn = await (await get(holding, `/services/trade-in/kia/${model.code}/`)).text();
      expect(h1Of(tradeIn)).toBe(`Трейд-ин Kia ${model.name}`);
      expect(h1Of(await (await get(holding, '/services/trade-in/kia/')).text())).toBe(
        'Трейд-ин Kia',
      );
      expect((await get(holding, '/services/trade-in/no-such-make/')).status()).toBe(404);
      // The hub shows each service once, drawn, the pages about it under it; «Трейд-ин» as on the
      // card, in the menu, the footer and the hub alike (issue 29).
      const hub = await (await get(holding, '/services/')).text();
      const tiles = /<nav aria-label="Разделы: Услуги"[\s\S]*?<\/nav>/.exec(hub)?.[0] ?? '';
      const hrefs = [...tiles.matchAll(/href="(\/services\/[^"]+)"/g)].map((m) => m[1]);
      expect(hrefs.length).toBeGreaterThan(5);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(tiles.match(/<use href=/g)?.length).toBe(tiles.match(/class="tileLink/g)?.length);
      expect(tiles.match(/class="tileLink[^>]*href="\/services\/insurance-2\//)).toBeNull();
      expect(hub).not.toContain('Trade-in');
      expect(hub).toContain('>Трейд-ин<');
      // The shell links appear because the pages exist: «Запись на сервис» and the test-drive button.
      const home = await (await get(holding, '/')).text();
      expect(home).toContain('href="/service/online/"');
      expect(home).toContain('href="/services/testdrive/"');
      expect(holdingExposes(holding, 'corporate')).toBe(holding === 1);
    }
    const embed = await get(1, '/iframe/service/online/');
    expect(embed.status()).toBe(200);
    expect(embed.headers()['cache-control']).toBe('private, no-store');
    // Pages that take a request carry their form, the embeds the form alone.
    for (const [path, heading] of [
      ['/services/credit/', 'Заявка на кредит'],
      ['/services/insurance-2/', 'Рассчитать расширенную страховку'],
      ['/service/client-service/', 'Обращение в клиентскую службу'],
      ['/iframe/services/insurance/', 'Рассчитать страховку'],
      ['/iframe/services/testdrive/', 'Запись на тест-драйв'],
    ] as const) {
      const html = await (await get(2, path)).text();
      expect(html, path).toContain(`>${heading}</h2>`);
      expect(html, path).toMatch(/<form[^>]*method="post"/);
    }
  },
);

/** A day in the booking horizon, spread so repeated runs on one database do not fill one day. */
function visitDay(): string {
  let day = addDays(moscowClock(new Date()).day, 2 + Math.floor(Math.random() * 20));
  // The second holding's receptions work Monday to Friday (SPEC 9's hours): a weekday.
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

const randomPhone = () =>
  `+7 9${String(Math.floor(Math.random() * 100)).padStart(2, '0')}-${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}-${String(Math.floor(Math.random() * 100)).padStart(2, '0')}-${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

async function chooseVisit(page: Page, day: string, js = true) {
  const step = page.getByRole('form', { name: 'Дилер, автомобиль и работы' });
  await step.getByLabel('Дилерский центр').selectOption({ index: 1 });
  const chosen = await pickVisitDay(step, day, js);
  await step.getByLabel('Марка').selectOption('kia');
  await step.getByLabel('Модель').fill('Rio');
  await step.getByLabel('Вид работ').selectOption('to');
  await step.getByRole('button', { name: 'Показать свободное время' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${chosen}#booking-time$`));
}

async function fillContacts(page: Page) {
  const step = page.getByRole('form', { name: 'Время и контакты' });
  await step.getByRole('radio').first().check();
  await step.getByLabel('Имя').fill('Пётр');
  await step.getByLabel('Телефон').fill(randomPhone());
  await step.getByRole('checkbox').check();
  await step.getByRole('button', { name: 'Записаться' }).click();
}

test(
  'a visitor books a service visit with and without JavaScript; pages pass axe',
  PHONE_ONLY,
  async ({ page, browser }, testInfo) => {
    // The two widths book on different holdings: both holdings, each layout once.
    const holding = testInfo.project.name === 'phone' ? 1 : 2;
    await openPage(page, holding, '/service/to/');
    expect(await seriousIssues(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Запись на сервис' }).click();
    await expect(page).toHaveURL(/\/service\/online\/\?work=to/);
    await expect(page.getByLabel('Вид работ')).toHaveValue('to');

    const day = visitDay();
    await chooseVisit(page, day);
    const form = page.getByRole('form', { name: 'Время и контакты' });
    await expect(form.getByRole('radio').first()).toBeVisible();
    expect(await seriousIssues(page)).toEqual([]);
    // A bad phone comes back beside its field, with what was typed kept.
    await form.getByRole('radio').first().check();
    await form.getByLabel('Имя').fill('Пётр');
    await form.getByLabel('Телефон').fill('12345');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Записаться' }).click();
    await expect(page.getByText('Некорректный формат телефона.')).toBeVisible();
    await expect(page.getByLabel('Имя')).toHaveValue('Пётр');
    await fillContacts(page);
    const success = page.getByRole('status').filter({ hasText: 'Заявка отправлена' });
    await expect(success).toBeVisible();
    await expect(success).toContainText('В ближайшее время с вами свяжется менеджер');
    await expect(success).toContainText('Техническое обслуживание');
    await success.getByRole('link', { name: 'Закрыть' }).click();
    await expect(page.getByRole('form', { name: 'Дилер, автомобиль и работы' })).toBeVisible();

    // The same booking on a phone before (or without) JavaScript: both forms are real forms.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? undefined,
    });
    const plain = await noJs.newPage();
    await plain.goto(siteUrl(holding, '/service/online/'));
    await chooseVisit(plain, visitDay(), false);
    // The answered step opens where it goes on: the free time, each with the places it has left.
    const time = plain.getByRole('form', { name: 'Время и контакты' });
    await expectInView(time.getByText('Свободное время'));
    await expect(time.getByText(/^осталось \d+ мест/).first()).toBeVisible();
    // The dealer's days are known now: a list where each names its places.
    await expect(
      plain.locator('select[name="date"] option').filter({ hasText: /мест/ }).first(),
    ).toBeAttached();
    await fillContacts(plain);
    const booked = plain.getByRole('status').filter({ hasText: 'Заявка отправлена' });
    await expectInView(booked);
    await expect(booked).toContainText(/Номер записи\s*№ \d+/);
    // «Добавить в календарь» is a plain link to the visit's iCalendar file.
    const href = await booked
      .getByRole('link', { name: 'Добавить в календарь' })
      .getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/timeslots\/bookings\/\d+\/calendar\.ics\?key=/);
    const calendar = await plain.request.get(siteUrl(1, href!), { headers: hostHeader(holding) });
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await calendar.text()).toMatch(/DTSTART;TZID=Europe\/Moscow:\d{8}T\d{6}\r\n/);

    // A services page's request goes through the lead form system, here before any JavaScript:
    // the trade-in page of a make opens its form with the make and ends in the finally step.
    await plain.goto(siteUrl(holding, '/services/trade-in/kia/'));
    const tradeIn = plain.getByRole('region', { name: 'Оценить автомобиль' });
    await expect(tradeIn.getByLabel('Марка')).toHaveValue('Kia');
    await tradeIn.getByLabel('Имя').fill('Пётр');
    await tradeIn.getByLabel('Телефон').fill(randomPhone());
    await tradeIn.getByLabel('Модель').fill('Rio');
    await tradeIn.getByRole('checkbox').check();
    await tradeIn.getByRole('button', { name: 'Оценить' }).click();
    await expectInView(plain.getByText('Заявка отправлена'));
    await noJs.close();
  },
);
