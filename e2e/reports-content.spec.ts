import { expect as baseExpect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousIssues } from './support/axe.ts';
import { diagonal, PORT, siteUrl } from './support/site.ts';
import { fetchPage, newAdmin, run, secondWeb } from './support/content-pages.ts';
import { API_ORIGIN, staffSignIn } from './support/staff.ts';

// The back office's content editors (issue 30 item 4, decision 0068): a staff member publishes a
// news item with a picture, and it is on the public list and page of two web processes within
// 10 seconds; then edits and unpublishes it, and the audit log shows each change.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const SECONDS_10 = { timeout: 10_000, intervals: [250, 500, 1000] };

for (const holding of [1, 2] as const)
  test(
    `holding ${holding}: a news item published with a picture is on both web processes within 10 s, then edited, unpublished and in the log`,
    diagonal(holding),
    async ({ page, request }) => {
      const who = await newAdmin(request, holding, 'content');
      const second = await secondWeb();
      try {
        const ports = [Number(PORT), second.port];
        // Both processes keep the news list as it was before.
        for (const port of ports)
          expect((await fetchPage(port, holding, '/news/')).status).toBe(200);

        await staffSignIn(page, holding, who);
        await page.getByRole('link', { name: 'Контент' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Контент: новости' }),
        ).toBeVisible();
        await page.getByRole('link', { name: 'Добавить' }).click();
        const title = `Новость e2e ${run()}`;
        await page.getByLabel('Заголовок').fill(title);
        await page.getByLabel('Анонс').fill('Короткий анонс новости');
        // The editor loads when its textarea is first focused, and takes it over.
        await page.getByRole('textbox', { name: 'Текст' }).focus();
        await expect(page.getByRole('toolbar', { name: 'Оформление текста' })).toBeVisible();
        expect(await seriousIssues(page)).toEqual([]);
        await page.keyboard.type('Первый абзац новости.');
        const picture = await sharp({
          create: { width: 2400, height: 1200, channels: 3, background: '#2a6fb0' },
        })
          .png()
          .toBuffer();
        await page
          .getByLabel('Обложка')
          .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await expect(page.getByRole('status')).toHaveText('Сохранено');
        const slug = await page.getByLabel('Адрес страницы').inputValue();
        expect(slug).toMatch(/^novost-e2e-/);

        // On the public list, the home page's latest news and the item's page of each web process
        // within 10 seconds.
        for (const port of ports) {
          for (const path of ['/news/', '/'])
            await expect
              .poll(async () => (await fetchPage(port, holding, path)).html, SECONDS_10)
              .toContain(title);
          const item = await fetchPage(port, holding, `/news/${slug}/`);
          expect(item.html).toContain('Первый абзац новости.');
          expect(item.html).toMatch(/\/api\/v1\/images\/uploads\/[0-9a-f]{32}\.webp/);
        }
        // The picture was made smaller on the server.
        const src = /\/api\/v1\/images\/uploads\/[0-9a-f]{32}\.webp/.exec(
          (await fetchPage(ports[0]!, holding, `/news/${slug}/`)).html,
        )![0];
        const served = await request.get(`${API_ORIGIN}${src.replace(/^\/api/, '')}`);
        expect(served.headers()['content-type']).toBe('image/webp');
        expect((await sharp(await served.body()).metadata()).width).toBe(1600);

        // The preview draws it as the visitor's page does.
        // (The form's own heading names the item too: the preview is awaited by its address, and
        // the way back leads to the item's form, never to the empty one it was made in.)
        await page.getByRole('link', { name: 'Предпросмотр' }).click();
        await expect(page).toHaveURL(/\/preview\/$/);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/reports\/content\/news\/\d+\/(\?saved=1)?$/);
        // The form is edited once its page has woken (what is typed before is the browser's).
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

        // An edit reaches both processes too.
        const signature = async () =>
          (
            (await (await request.get(`${API_ORIGIN}/v1/content/signature`)).json()) as {
              signature: string;
            }
          ).signature;
        const before = await signature();
        const edited = `${title} (изменено)`;
        await page.getByLabel('Заголовок').fill(edited);
        // The page came back at ?saved=1 and says «Сохранено» already: the edit's own post is awaited.
        await Promise.all([
          page.waitForResponse(
            (answer) =>
              answer.request().method() === 'POST' &&
              answer.url().includes('/reports/content/news/'),
          ),
          page.getByRole('button', { name: 'Сохранить' }).click(),
        ]);
        await expect(page.getByRole('status')).toHaveText('Сохранено');
        // When it fails: the page cache's word for the page (HIT, STALE, rendered) and the API's
        // content signature before and after the edit (did the version the web watches move?).
        for (const port of ports)
          await expect
            .poll(async () => {
              const answer = await fetchPage(port, holding, `/news/${slug}/`);
              const seen = answer.html.includes(edited) ? 'edited' : 'old';
              return `${port} ${answer.kept} signature ${before} → ${await signature()} ${seen}`;
            }, SECONDS_10)
            .toMatch(/ edited$/);

        // Unpublished: gone from both within 10 seconds.
        await page.getByRole('button', { name: 'Снять с публикации' }).click();
        await expect(page.getByRole('status')).toHaveText('Снято с публикации');
        for (const port of ports) {
          // The status with the page cache's word for it (HIT, STALE, STALE-IF-ERROR) when it fails.
          await expect
            .poll(async () => {
              const answer = await fetchPage(port, holding, `/news/${slug}/`);
              return `${answer.status} ${answer.kept}`;
            }, SECONDS_10)
            .toMatch(/^404 /);
          for (const path of ['/news/', '/'])
            expect((await fetchPage(port, holding, path)).html).not.toContain(edited);
        }

        // The log names each change, newest first.
        await page.goto(siteUrl(holding, '/reports/audit/?entity=news'));
        const rows = page.getByRole('row').filter({ hasText: 'Редактор Контента' });
        await expect(rows.nth(0)).toContainText('снята с публикации');
        await expect(rows.nth(1)).toContainText('изменён');
        await expect(rows.nth(1)).toContainText(`заголовок: ${edited}`);
        await expect(rows.nth(2)).toContainText('создан');
      } finally {
        second.stop();
      }
    },
  );
