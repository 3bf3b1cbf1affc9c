import { expect, test, type Locator, type Page } from '@playwright/test';
import { staffToken } from './support/staff.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteUrl } from './support/site.ts';
import { hydrated } from './shell-overlays-support.ts';

// A lead form with an attachment (SPEC 3 «files», issue 15): the file goes through the web's
// action to the API's /lead/file and the lead names it. With JavaScript the browser refuses a
// wrong type before sending; without it the API refuses it by its content, the typed fields stay.
// The limits themselves (10 MB, types, one file) are the API's test (lead-file.test.ts).
const SENT = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;
const PAGE = '/services/remote_settlement_losses/';
const LABEL = 'Фото повреждений или документ';
const TYPE_MESSAGE = 'Можно прикрепить только PDF, JPG или PNG';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function fillLead(form: Locator, comment: string) {
  await form.getByLabel('Имя').fill('Пётр');
  await form.getByLabel('Телефон').fill(randomPhone());
  await form.getByLabel('Комментарий').fill(comment);
  await form.getByRole('checkbox').check();
}

/** The files the stored lead with this comment names, read from the staff desk of the API. */
async function filesOfLead(page: Page, holding: 1 | 2, comment: string): Promise<unknown> {
  const token = await staffToken(page.request, holding, '127.0.0.22');
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get(
    `${API}/v1/reports/leads?holdingId=${holding}&formId=form_insurance&pageSize=50`,
    { headers },
  );
  const { items } = (await list.json()) as { items: { id: number; comment: string }[] };
  const lead = items.filter((item) => item.comment === comment);
  expect(lead).toHaveLength(1);
  const detail = await page.request.get(
    `${API}/v1/reports/leads/${lead[0]!.id}?holdingId=${holding}`,
    { headers },
  );
  const { fields } = (await detail.json()) as { fields: { name: string; value: string }[] };
  return JSON.parse(fields.find((field) => field.name === 'files')?.value ?? 'null');
}

test('with JavaScript: a wrong type is refused in the browser, a photo goes with the lead', async ({
  page,
}, testInfo) => {
  const holding = testInfo.project.name === 'phone' ? 1 : 2;
  await page.goto(siteUrl(holding, PAGE));
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Сообщить о страховом случае' });
  const comment = `файл js ${testInfo.project.name} ${Date.now()}`;
  // The form's code comes with the first touch: from here it checks in the browser. (A click on
  // the consent box while React swaps the woken form in was lost once in CI: wait for it.)
  await form.getByLabel('Имя').click();
  await expect(form.locator('form[data-ready]')).toHaveCount(1);
  await fillLead(form, comment);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await form.getByLabel(LABEL).setInputFiles({
    name: 'damage.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByText(TYPE_MESSAGE)).toBeVisible();
  expect(sent).toEqual([]);

  await form.getByLabel(LABEL).setInputFiles(png('damage.png'));
  await expect(form.getByText(TYPE_MESSAGE)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Отправить заявку' })).toBeEnabled({
    timeout: 7000,
  });
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible(SENT);
  expect(await filesOfLead(page, holding, comment)).toEqual([
    expect.stringMatching(/^[0-9a-f]{32}$/),
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a file that is not what its name says is refused by the API; a real one is sent', async ({
    page,
  }, testInfo) => {
    const holding = testInfo.project.name === 'phone' ? 2 : 1;
    await page.goto(siteUrl(holding, PAGE));
    const form = page.getByRole('region', { name: 'Сообщить о страховом случае' });
    const comment = `файл без js ${testInfo.project.name} ${Date.now()}`;
    await fillLead(form, comment);
    // Named as a photo, a GIF inside: the type is decided by the content.
    await form.getByLabel(LABEL).setInputFiles({
      name: 'damage.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a......'),
    });
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST'),
      form.getByRole('button', { name: 'Отправить заявку' }).click(),
    ]);
    expect(answer.status()).toBe(415);
    await expect(form.getByText(TYPE_MESSAGE)).toBeVisible();
    await expect(form.getByLabel('Имя')).toHaveValue('Пётр');
    await expect(form.getByLabel('Комментарий')).toHaveValue(comment);

    await form.getByLabel(LABEL).setInputFiles(png('damage.png'));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Заявка отправлена')).toBeVisible(SENT);
    expect(await filesOfLead(page, holding, comment)).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}$/),
    ]);
  });
});

test.describe('a big attachment on its way', () => {
  test.use({ javaScriptEnabled: false });

  // Issue 28: a 10 MB file stored into the embedded database held every other call for seconds.
  // Now it goes to a folder: while one visitor's file travels browser → web → API → disk, the
  // API's health and a cached page keep answering (a file form streams to its action).
  test('holds up neither the API nor the cached pages', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one upload of 10 MB is enough');
    const cachedPage = siteUrl(1, '/cars/new/');
    const timed = async (url: string) => {
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(res.status, url).toBe(200);
      return { ms: performance.now() - started, cache: res.headers.get('x-page-cache') };
    };
    // Twice, so the second answer and every later one come from the cache.
    await timed(cachedPage);
    expect((await timed(cachedPage)).cache).toMatch(/^(HIT|STALE)$/);
    await timed(`${API}/v1/health`);

    await page.goto(siteUrl(1, PAGE));
    const form = page.getByRole('region', { name: 'Сообщить о страховом случае' });
    const comment = `большой файл ${Date.now()}`;
    await fillLead(form, comment);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - 1024 - PNG.length, 7)]);
    await form
      .getByLabel(LABEL)
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    let done = false;
    const sent = form
      .getByRole('button', { name: 'Отправить заявку' })
      .click()
      .then(() => expect(page.getByText('Заявка отправлена')).toBeVisible(SENT))
      .finally(() => (done = true));
    const pages: number[] = [];
    const health: number[] = [];
    while (!done) {
      const [cached, api] = await Promise.all([timed(cachedPage), timed(`${API}/v1/health`)]);
      expect(cached.cache).toMatch(/^(HIT|STALE)$/);
      pages.push(cached.ms);
      health.push(api.ms);
      await sleep(20);
    }
    await sent;
    expect(await filesOfLead(page, 1, comment)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(pages.length).toBeGreaterThan(3);
    // The stall this guards against lasted seconds and held every answer; on a busy machine one
    // answer may wait for the CPU a few hundred ms by chance: no answer near a second, most quick.
    const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
    for (const [name, ms] of [
      ['health', health],
      ['cached page', pages],
    ] as const) {
      const seen = `${name}: ${ms.map(Math.round).join(' ')}`;
      expect(Math.max(...ms), seen).toBeLessThan(1000);
      expect(median(ms), seen).toBeLessThan(200);
    }
  });
});
