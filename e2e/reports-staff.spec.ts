import { expect as baseExpect, test } from '@playwright/test';
import { diagonal } from './support/site.ts';
import { API_ORIGIN, staffSignIn, staffToken, submitStaffSignIn } from './support/staff.ts';

// Staff accounts (issue 30 item 5, decision 0060): an administrator creates an account on the
// staff page and that account signs in; once disabled, it cannot.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const API = `${API_ORIGIN}/v1`;
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

for (const holding of [1, 2] as const)
  test(
    `holding ${holding}: an administrator creates a staff account that signs in, and disables it`,
    diagonal(holding),
    async ({ page, browser, request }) => {
      const token = await staffToken(request, holding, `127.0.${holding}.69`);
      const admin = { login: `e2e.admin.${run()}`, password: `admin-${run()}-secret` };
      const made = await request.post(`${API}/reports/staff?holdingId=${holding}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { ...admin, name: 'Администратор Проверки', role: 'admin' },
      });
      expect(made.status()).toBe(200);
      await staffSignIn(page, holding, admin);

      // The new account, made on the staff page.
      await page.getByRole('link', { name: 'Сотрудники' }).click();
      const member = { login: `e2e.staff.${run()}`, password: `staff-${run()}-secret` };
      await page.getByLabel('Имя и фамилия').fill('Новый Сотрудник');
      await page.getByLabel('Логин').fill(member.login);
      await page.getByLabel('Пароль').fill(member.password);
      await page.getByLabel('Роль', { exact: true }).selectOption('admin');
      await page.getByRole('button', { name: 'Создать' }).click();
      await expect(page.getByRole('status')).toHaveText(`Учётная запись ${member.login} создана.`);

      // It signs in (a browser of its own).
      const own = await browser.newContext();
      const other = await own.newPage();
      await staffSignIn(other, holding, member);
      await own.close();

      // Disabled, it is refused at sign-in.
      await page.getByRole('button', { name: 'Отключить: Новый Сотрудник' }).click();
      await expect(page.getByRole('status')).toHaveText('Новый Сотрудник: доступ отключён.');
      const again = await browser.newContext();
      const refused = await again.newPage();
      await submitStaffSignIn(refused, holding, member);
      await expect(refused.getByRole('alert')).toContainText('Неверный логин или пароль');
      await expect(refused.getByRole('heading', { level: 1, name: 'Заявки' })).toHaveCount(0);
      await again.close();
    },
  );
