import { expect as baseExpect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousIssues } from './support/axe.ts';
import { fetchPage, newAdmin, run } from './support/content-pages.ts';
import { DESKTOP_ONLY, PORT, siteUrl } from './support/site.ts';
import { staffSignIn } from './support/staff.ts';

// The home page's banners (decision 0072): a staff administrator adds a banner with a picture in
// the back office, it is on the holding's home page within 10 seconds (the content signature moved),
// unpublishing takes it off as fast, and the audit log shows both changes. Both holdings, desktop.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const SECONDS_10 = { timeout: 10_000, intervals: [250, 500, 1000] };

for (const holding of [1, 2] as const)
  test(
    `holding ${holding}: a banner added with a picture is on the home page within 10 s, unpublished off it, both in the log`,
    DESKTOP_ONLY,
    async ({ page, request }) => {
      const who = await newAdmin(request, holding, 'banners', 72);
      const home = () => fetchPage(Number(PORT), holding, '/');
      // The web process keeps the home page as it was before.
      expect((await home()).status).toBe(200);

      await staffSignIn(page, holding, who);
      await page.getByRole('link', { name: 'Контент' }).click();
      await page.getByRole('link', { name: 'Баннеры' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Контент: баннеры' })).toBeVisible();
      await page.getByRole('link', { name: 'Добавить баннер' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Новый баннер' })).toBeVisible();
      const title = `Баннер e2e ${run()}`;
      await page.getByLabel('Заголовок').fill(title);
      await page.getByLabel('Короткий текст').fill('Предложение недели');
      await page.getByLabel('Ссылка').fill('/actions/');
      await page.getByLabel('Порядок').fill('0');
      const picture = await sharp({
        create: { width: 2400, height: 1000, channels: 3, background: '#b0402a' },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Картинка')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
      expect(await seriousIssues(page)).toEqual([]);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByRole('status')).toHaveText('Сохранено');
      await expect(page.getByText('Состояние: опубликовано')).toBeVisible();

      // On the home page within 10 seconds, its picture offered in narrower WebP copies.
      await expect.poll(async () => (await home()).html, SECONDS_10).toContain(title);
      expect((await home()).html).toMatch(
        /srcSet="\/api\/v1\/images\/uploads\/[0-9a-f]{32}-480\.webp 480w/i,
      );

      // The preview draws it with the home page's own block.
      await page.getByRole('link', { name: 'Предпросмотр' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Предпросмотр баннера' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await page.goBack();

      // Unpublished: off the home page within 10 seconds.
      await page.getByRole('button', { name: 'Снять с главной' }).click();
      await expect(page.getByRole('status')).toHaveText('Баннер снят с главной страницы');
      await expect.poll(async () => (await home()).html, SECONDS_10).not.toContain(title);

      // The log names both changes, newest first.
      await page.goto(siteUrl(holding, '/reports/audit/?entity=banner'));
      const rows = page.getByRole('row').filter({ hasText: 'Редактор Контента' });
      await expect(rows.nth(0)).toContainText('снята с публикации');
      await expect(rows.nth(1)).toContainText('создан');
      await expect(rows.nth(1)).toContainText(title);
    },
  );
