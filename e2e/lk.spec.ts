import { expect as baseExpect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousIssues } from './support/axe.ts';
import { hydrated } from './shell-overlays-support.ts';
import { chooseCity, signIn, startSmsStack, type SmsStack } from './support/sms-stack.ts';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/site.ts';

// Pages answer slowly while the shared machine is busy: each check waits up to 15 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// The personal area end to end (SPEC 2.9, 4): its own API on a fresh database with the demo
// customers only, the SMS gateway a local stand-in, and a production web server in front.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let stack: SmsStack | undefined;
let texts: SmsStack['texts'] = () => [];
let web = '';
let webH2 = '';

test.beforeAll(async () => {
  // One stack for the suite: the desktop project runs it, at both widths where they differ.
  if (test.info().project.name !== 'desktop') return;
  test.setTimeout(300_000);
  stack = await startSmsStack('lk');
  ({ texts, web, webH2 } = stack);
});

test.afterAll(async () => {
  await stack?.stop();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'one stack, started by the desktop project');
});

async function noSeriousIssues(page: Page) {
  expect(await seriousIssues(page)).toEqual([]);
}

test(
  'a customer signs in with the SMS code and uses every page of the personal area',
  DESKTOP_ONLY,
  async ({ page, context }) => {
    // Without the cookie the lk pages lead to the sign-in, which is a page of its own.
    await signIn(page, stack!, '79000000001');
    await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
    await expect(page.getByText('Здравствуйте, Анна Сергеевна!')).toBeVisible();
    // Points with grouped digits and their word.
    await expect(page.getByText(/^\d[\d\s]*\sбалл(а|ов)? скоро сгорят$/)).toBeVisible();
    await noSeriousIssues(page);
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);

    // The header knows the customer: the first name opens the SPEC 2.11 menu with «скоро сгорят».
    await page.getByRole('button', { name: 'Анна' }).click();
    await expect(
      page.getByRole('link', { name: /Программа лояльности\s*скоро сгорят/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The profile: a bad e-mail is refused with the SPEC 5 message; a good change is kept.
    await page.goto(`${web}/lk/profile/`);
    await hydrated(page);
    await page.getByLabel('E-mail').fill('anna@example');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert')).toHaveText('Некорректный формат e-mail.');
    await page.getByLabel('E-mail').fill('anna.new@example.com');
    await page.getByLabel('Фамилия').fill('Соколова-Новая');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('status')).toHaveText('Профиль сохранён');
    await page.reload();
    await expect(page.getByLabel('E-mail')).toHaveValue('anna.new@example.com');
    await noSeriousIssues(page);
    // A new phone needs the code sent to it.
    await hydrated(page);
    await page.getByLabel('Новый телефон').fill('9000000077');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect.poll(() => texts().filter((t) => t.to === '79000000077').length).toBe(1);
    const newCode = /\d{4,8}/.exec(texts().findLast((t) => t.to === '79000000077')!.msg)?.[0] ?? '';
    await page.getByLabel('Код из SMS').fill(newCode);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('status')).toHaveText('Телефон изменён');
    await expect(page.getByText('+7 900-000-00-77')).toBeVisible();

    // The garage: a car needs a VIN or a state number by SPEC 5; one is added, then removed.
    await page.goto(`${web}/lk/garage/`);
    await hydrated(page);
    const cars = page.getByRole('list', { name: 'Автомобили' }).getByRole('listitem');
    const before = await cars.count();
    await page.getByLabel('Марка *').fill('Haval');
    await page.getByLabel('Модель *').fill('Jolion');
    await page.getByLabel('VIN').fill('LGW123');
    await page.getByRole('button', { name: 'Добавить' }).click();
    await expect(page.getByText('VIN должен содержать 17 символов').first()).toBeVisible();
    await page.getByLabel('VIN').fill('LGWEF4A50NE000017');
    await page.getByRole('button', { name: 'Добавить' }).click();
    await expect(page.getByRole('status')).toHaveText('Автомобиль добавлен в гараж');
    await expect(cars).toHaveCount(before + 1);
    await noSeriousIssues(page);
    // Filled up to the limit, the garage offers the add-limit request (a lead form) instead.
    for (let n = before + 1; n < 5; n += 1) {
      await page.getByLabel('Марка *').fill('Chery');
      await page.getByLabel('Модель *').fill(`Tiggo ${n}`);
      await page.getByLabel('Госномер').fill(`А 12${n} ВС 77`);
      await page.getByRole('button', { name: 'Добавить' }).click();
      await expect(cars).toHaveCount(n + 1);
    }
    await expect(page.getByRole('heading', { name: 'Увеличить лимит' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
    await expect(page.getByLabel('Марка *')).toHaveCount(0);
    for (let n = 4; n > before; n -= 1) {
      await page.getByRole('button', { name: `Удалить Chery Tiggo ${n} из гаража` }).click();
      await expect(cars).toHaveCount(n);
    }
    await page.getByRole('link', { name: /Haval Jolion/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Haval Jolion' })).toBeVisible();
    await expect(page.getByText('LGWEF4A50NE000017')).toBeVisible();
    await page.getByRole('button', { name: 'Удалить Haval Jolion из гаража' }).click();
    await expect(page).toHaveURL(/\/lk\/garage\/$/);
    await expect(cars).toHaveCount(before);

    // Orders, one order, one of its works; insurances and a policy; the loyalty programme.
    await page.goto(`${web}/lk/orders/`);
    // Orders name their dealership, not a department.
    await expect(page.getByText('Сервисный центр')).toHaveCount(0);
    await page
      .getByRole('link', { name: /^Заказ-наряд / })
      .first()
      .click();
    await expect(page.getByRole('table')).toBeVisible();
    await noSeriousIssues(page);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/lk\/orders\/\d+\/\d+\/$/);
    await expect(page.getByText('Исполнитель')).toBeVisible();
    await page.goto(`${web}/lk/insurances/`);
    await page.getByRole('link', { name: /^ОСАГО / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Полис ОСАГО' })).toBeVisible();
    await noSeriousIssues(page);
    await page.goto(`${web}/lk/loyalty/`);
    await expect(page.getByRole('heading', { level: 2, name: 'Скоро сгорят' })).toBeVisible();
    // Each word once, points with grouped digits and their word.
    await expect(page.getByRole('cell', { name: 'Начисление за ТО', exact: true })).toBeVisible();
    await expect(page.getByText(/Начисление: Начисление|скоро сгорят:/)).toHaveCount(0);
    await expect(page.getByRole('cell', { name: /^\+2\s500 баллов$/ })).toBeVisible();
    await noSeriousIssues(page);

    // Notifications: reading one lowers the unread count.
    await page.goto(`${web}/lk/notifications/`);
    await hydrated(page);
    await expect(page.getByText('Непрочитанных: 2')).toBeVisible();
    await page
      .getByRole('button', { name: 'Отметить прочитанным: Автомобиль принят в работу' })
      .click();
    await expect(page.getByText('Непрочитанных: 1')).toBeVisible();
    await noSeriousIssues(page);

    // The synced lists and the public tour render inside the personal area; the lists ask their
    // route's loader for the stored ids, as the public pages do (this stack's stock is empty: the id
    // is unknown and drops out).
    await page.evaluate(() => {
      const cars = [{ id: 999_999_999, typeOfTransport: 'cars' }];
      const lists = JSON.stringify({ cars, moto: [], atv: [], 'jet-ski': [] });
      localStorage.setItem('favorites', lists);
      localStorage.setItem('compare', lists);
    });
    for (const [path, heading, empty] of [
      ['/lk/favorites/', 'Избранное', 'В избранном пока ничего нет'],
      ['/lk/compare/', 'Сравнение', 'В сравнении пока нет автомобилей'],
    ] as const) {
      const asked = page.waitForResponse((r) =>
        r.url().includes(`${path}_.data?vehicles=999999999`),
      );
      await page.goto(`${web}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect((await asked).status()).toBe(200);
      await expect(page.getByText(empty, { exact: false })).toBeVisible();
      await expect(page).toHaveURL(`${web}${path}`);
    }
    await page.goto(`${web}/lk/functional-services/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Возможности личного кабинета' }),
    ).toBeVisible();

    // Another customer's records are not found, never shown.
    expect((await page.goto(`${web}/lk/orders/999999/`))?.status()).toBe(404);
    expect((await page.goto(`${web}/lk/garage/999999/`))?.status()).toBe(404);

    // An expired access token (its cookie lives as long as the token) is renewed on the way.
    await context.clearCookies({ name: 'token' });
    await page.goto(`${web}/lk/garage/`);
    await expect(page).toHaveURL(/\/lk\/garage\/$/);
    expect((await context.cookies()).some((c) => c.name === 'token')).toBe(true);

    // Sign out from a personal-area page lands on / and the pages need the sign-in again.
    await page.goto(`${web}/lk/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(`${web}/`, { timeout: 20_000 });
    expect((await context.cookies()).some((c) => c.name === 'token')).toBe(false);
    await page.goto(`${web}/lk/profile/`);
    await expect(page).toHaveURL(/\/lk\/auth\//);
  },
);

test(
  'the second holding at phone width: registration on first sign-in, no loyalty, no developer page',
  PHONE_ONLY,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseCity(page, webH2);
    // The demo customer without a name fills in the registration form first.
    await page.goto(`${webH2}/lk/`);
    await hydrated(page);
    await page.getByLabel('Телефон').fill('9000000002');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect.poll(() => texts().filter((t) => t.to === '79000000002').length).toBe(1);
    const code = /\d{4,8}/.exec(texts().findLast((t) => t.to === '79000000002')!.msg)?.[0] ?? '';
    await page.getByLabel('Код из SMS').fill(code);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/registration\/\?redirect=%2Flk%2F$/);
    await noSeriousIssues(page);
    await page.getByLabel('Имя *').fill('John');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert')).toHaveText('Необходимо заполнить поле');
    await page.getByLabel('Я соглашаюсь').check();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert')).toHaveText('Только русские символы');
    await page.getByLabel('Имя *').fill('Олег');
    await page.getByLabel('Я соглашаюсь').check();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/lk\/$/);
    await expect(page.getByText('Здравствуйте, Олег!')).toBeVisible();
    await expect(page.getByText('Бонусные баллы')).toHaveCount(0);
    expect((await page.goto(`${webH2}/lk/loyalty/`))?.status()).toBe(404);
    await noSeriousIssues(page);
    // The developer sign-in exists only in development; this server runs in production.
    expect((await page.goto(`${web}/authorization/dev/`))?.status()).toBe(404);
  },
);
