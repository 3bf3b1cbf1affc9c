import { expect, test, type Page } from '@playwright/test';
import { seriousIssues } from './support/axe.ts';
import { diagonal, expectInView, hostHeader, siteUrl } from './support/site.ts';
import { hydrated } from './shell-overlays-support.ts';

// The lead forms (SPEC 2.16, 3, 4, 5, 7): the feedback panel and a card's form on both holdings,
// with their messages, mask, honeypot, lock, sms and finally steps; the same forms without JavaScript.
// Dense on purpose (one visit walks several forms), so a test has more time than the default.
// A round trip through the web and the API on a busy machine.
const SENT = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

/** A used car of the holding's stock, through the site's own API proxy. */
async function usedCarId(page: Page, holding: 1 | 2): Promise<number> {
  const answer = await page.request.get(
    siteUrl(1, '/api/v1/catalog?category=cars&condition=used&perPage=1'),
    { headers: hostHeader(holding) },
  );
  const body = (await answer.json()) as { items: { id: number }[] };
  return body.items[0]!.id;
}

for (const holding of [1, 2] as const) {
  test(
    `holding ${holding}: the feedback panel sends a lead`,
    diagonal(holding),
    async ({ page }, testInfo) => {
      const p = testInfo.project.name === 'phone' ? 1 : 2;
      await page.goto(siteUrl(holding, '/?send_feedback=y'));
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Обратная связь' });
      await expect(panel.getByLabel('Имя')).toBeVisible({ timeout: 10_000 });
      expect(await seriousIssues(page)).toEqual([]);

      // Messages of SPEC 5 on an empty submit, then the lock holds the button for 5 s.
      const send = panel.getByRole('button', { name: 'Отправить' });
      await send.click();
      await expect(panel.getByText('Необходимо заполнить поле')).toHaveCount(5);
      await expect(send).toBeDisabled();
      await expect(send).toBeEnabled({ timeout: 7000 });

      await panel.getByLabel('Имя').fill('ivan');
      await panel.getByLabel('Телефон').focus();
      await expect(panel.getByLabel('Телефон')).toHaveValue('+7 ');
      await panel.getByLabel('Телефон').pressSequentially(`900111${p}2${holding}3`);
      await expect(panel.getByLabel('Телефон')).toHaveValue(`+7 900-111-${p}2-${holding}3`);
      await panel.getByLabel('E-mail').fill('client@example.de');
      await panel.getByLabel('E-mail').blur();
      await expect(panel.getByText('Только русские символы')).toBeVisible();
      await expect(panel.getByText('Некорректный формат e-mail.')).toBeVisible();
      // Checking a field on blur is no submit: the button stays free for the click that follows.
      expect(await send.isDisabled()).toBe(false);
      await panel.getByLabel('Имя').fill('Иван');
      await panel.getByLabel('E-mail').fill(`client${holding}@example.ru`);
      await panel.getByLabel('Причина обращения').selectOption('Обращение в Отдел продаж');
      await panel.getByLabel('Дилерский центр').selectOption({ index: 1 });
      await panel.getByLabel('Комментарий').fill('Перезвоните после обеда');
      await expect(panel.getByText('23/1500')).toBeVisible();
      await panel.getByRole('checkbox', { name: /согласие на обработку/ }).check();
      await send.click();
      await expect(panel.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
      await expect(panel.getByText('В ближайшее время с вами свяжется менеджер')).toBeVisible();
      await panel.getByRole('link', { name: 'Закрыть' }).click();
      await expect(panel).toHaveCount(0);
    },
  );

  test(
    `holding ${holding}: a card's credit, history and stock forms in dialogs`,
    diagonal(holding),
    async ({ page }, testInfo) => {
      // A phone of this project's own: the SMS code's resend pause and the per-phone limits must
      // not meet the other project's run of the same test.
      const p = testInfo.project.name === 'phone' ? 1 : 2;
      // The card: credit in a dialog, on the vehicle, with the estimate.
      const id = await usedCarId(page, holding);
      await page.goto(siteUrl(holding, `/catalog/${id}/`));
      await hydrated(page);
      await page.getByRole('link', { name: 'Купить в кредит' }).click();
      const credit = page.getByRole('dialog', { name: 'Заявка на кредит' });
      await expect(credit.getByText(/Ежемесячный платёж: от/)).toBeVisible({ timeout: 10_000 });
      await expect(credit.getByText(/VIN [A-Z0-9]{17}/)).toBeVisible();
      expect(await seriousIssues(page)).toEqual([]);
      await credit.getByLabel('Имя').fill('Пётр');
      await credit.getByLabel('Телефон').fill(`90022${p}330${holding}`);
      await credit.getByRole('checkbox').check();
      await credit.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(credit.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
      await credit.getByRole('link', { name: 'Закрыть' }).click();

      // The history report goes through the sms step; a robot's filled honeypot is answered as sent.
      await page.getByRole('link', { name: 'Отчёт об истории' }).click();
      const history = page.getByRole('dialog', { name: 'Отчёт об истории автомобиля' });
      await history.getByLabel('Телефон').fill(`90022${p}331${holding}`);
      await history.getByRole('checkbox').check();
      await history.getByRole('button', { name: 'Получить код' }).click();
      await expect(history.getByLabel('Код из SMS')).toBeVisible(SENT);
      await expect(history.getByLabel('Телефон')).toBeHidden();
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Запросить автомобиль' }).click();
      const stock = page.getByRole('dialog', { name: 'Запрос автомобиля' });
      await stock.getByLabel('Имя').fill('Робот');
      await stock.getByLabel('Телефон').fill(`90022${p}332${holding}`);
      await stock.getByRole('checkbox').check();
      await stock.locator('input[name="robot"]').fill('http://spam.example', { force: true });
      await stock.getByRole('button', { name: 'Отправить заявку' }).click();
      await expect(stock.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
    },
  );
}

test('Escape from a filled field closes a form dialog: nothing is posted, the focus is back on its button', async ({
  page,
}) => {
  await page.goto(siteUrl(1, `/catalog/${await usedCarId(page, 1)}/`));
  await hydrated(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const opener = page.getByRole('link', { name: 'Купить в кредит' });
  await opener.click();
  const credit = page.getByRole('dialog', { name: 'Заявка на кредит' });
  await credit.getByLabel('Имя').fill('Пётр');
  await page.keyboard.press('Escape');
  await expect(credit).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(posts).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

test("what is typed while a page's form code is on its way stays in the form", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one width is enough: the code is the same');
  // The form system's chunk comes 1.5 s after it is asked: the visitor types meanwhile.
  await page.route(/\/phone-field-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(siteUrl(2, '/services/credit/'));
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Заявка на кредит' });
  await form.getByLabel('Имя').fill('Пётр');
  await form.getByLabel('Телефон').fill('9002223398');
  await form.getByRole('checkbox').check();
  await expect(form.locator('form[data-ready]')).toHaveCount(0);
  await expect(form.locator('form[data-ready]')).toHaveCount(1, { timeout: 10_000 });
  await expect(form.getByLabel('Имя')).toHaveValue('Пётр');
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 900-222-33-98');
  await expect(form.getByRole('checkbox')).toBeChecked();
});

test("a page's form wakes on the first touch: its code is not loaded before, typed text stays", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one width is enough: the code is the same');
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/phone-field-[\w-]+\.js$/.test(request.url()))
      formCode.push(request.url());
  });
  await page.goto(siteUrl(2, '/services/credit/'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);
  const form = page.getByRole('region', { name: 'Заявка на кредит' });
  await expect(form.locator('form[data-ready]')).toHaveCount(0);
  // Styled already: the form's styles come with the page, only its code waits.
  await expect(form.getByLabel('Имя')).toHaveCSS('min-height', '44px');
  await form.getByLabel('Имя').fill('Пётр');
  await expect(form.locator('form[data-ready]')).toHaveCount(1);
  expect(formCode).toHaveLength(1);
  await expect(form.getByLabel('Имя')).toHaveValue('Пётр');
  // The phone field was focused after the form woke: the mask's «+7 » is written in.
  await form.getByLabel('Телефон').click();
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 ');
  await form.getByLabel('Телефон').pressSequentially('9002223399');
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 900-222-33-99');
  await form.getByRole('checkbox').check();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
  // Sent in place, not by the plain post.
  expect(navigations).toEqual([]);
});

// The card's ?form= section (the address of the way without JavaScript) waits the same way. Its
// module comes after the card's, and React Router's route discovery may render it anew before
// that: it then shows the server's form kept before hydration, still asleep (on-first-touch.test).
test("a card's ?form= section wakes on the first touch: its code is not loaded before", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one width is enough: the code is the same');
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      /\/(phone-field|vehicle-form)-[\w-]+\.js$/.test(request.url())
    )
      formCode.push(request.url());
  });
  await page.goto(siteUrl(1, `/catalog/${await usedCarId(page, 1)}/?form=credit#lead-form`));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);
  const form = page.getByRole('region', { name: 'Заявка на кредит' });
  await expect(form.locator('form[data-ready]')).toHaveCount(0);
  await form.getByLabel('Имя').fill('Пётр');
  await expect(form.locator('form[data-ready]')).toHaveCount(1);
  expect(formCode).toHaveLength(2);
  await expect(form.getByLabel('Имя')).toHaveValue('Пётр');
  await form.getByLabel('Телефон').click();
  await form.getByLabel('Телефон').pressSequentially('9002223397');
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 900-222-33-97');
  await form.getByRole('checkbox').check();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
  expect(navigations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => !isMobile, 'one width is enough: the server answers alike');

  test('the feedback page and a card form work with the same messages and finally step', async ({
    page,
  }) => {
    await page.goto(siteUrl(1, '/feedback/'));
    // The page's own landmark (Lighthouse's accessibility audit missed it once).
    await expect(page.getByRole('main')).toContainText('Обратная связь');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText('Необходимо заполнить поле')).toHaveCount(5);
    await page.getByLabel('Имя').fill('Анна');
    // Typed without the mask: the server writes it as the mask would.
    await page.getByLabel('Телефон').fill('89003334455');
    await page.getByLabel('E-mail').fill('anna@example.com');
    await page.getByLabel('Дилерский центр').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Отправить' }).click();
    // What was typed is kept; only the consent is missing.
    await expect(page.getByLabel('Имя')).toHaveValue('Анна');
    await expect(page.getByText('Необходимо заполнить поле')).toHaveCount(1);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);

    const id = await usedCarId(page, 2);
    await page.goto(siteUrl(2, `/catalog/${id}/`));
    await page.getByRole('link', { name: 'Записаться на тест-драйв' }).click();
    await expect(page).toHaveURL(/\?form=testdrive#lead-form$/);
    await page.getByLabel('Имя').fill('Олег');
    await page.getByLabel('Телефон').fill('9004445566');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
  });

  test('/feedback/{dealer}/ is the feedback page with that dealer alone; another is 404', async ({
    page,
  }) => {
    await page.goto(siteUrl(1, '/feedback/vektor-kia-varshavka/'));
    const dealer = page.getByLabel('Дилерский центр');
    await expect(dealer.locator('option:checked')).toHaveText('Киа Вектор Варшавка');
    await expect(dealer.locator('option:not([value=""])')).toHaveCount(1);
    await page.getByLabel('Имя').fill('Анна');
    await page.getByLabel('Телефон').fill('9003334466');
    await page.getByLabel('E-mail').fill('anna@example.com');
    await page.getByRole('button', { name: 'Отправить' }).click();
    // It posts to itself: the messages come back on the same page, the dealer still alone, the
    // page opened at the form's answer.
    await expect(page).toHaveURL(/\/feedback\/vektor-kia-varshavka\/#form_feedback-answer$/);
    await expect(page.getByText('Необходимо заполнить поле')).toHaveCount(1);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible(SENT);
    for (const [holding, path] of [
      [1, '/feedback/no-such-dealer/'],
      [2, '/feedback/vektor-kia-varshavka/'],
    ] as const)
      expect((await page.goto(siteUrl(holding, path)))?.status()).toBe(404);
  });
});

test.describe('without JavaScript, the answer in view', () => {
  test.use({ javaScriptEnabled: false });

  for (const holding of [1, 2] as const)
    test(
      `holding ${holding}: a card's credit form is styled, its trap hidden, its outcome where the page opens`,
      diagonal(holding),
      async ({ page }, testInfo) => {
        const p = testInfo.project.name === 'phone' ? 1 : 2;
        const id = await usedCarId(page, holding);
        await page.goto(siteUrl(holding, `/catalog/${id}/?form=credit#lead-form`));
        const section = page.getByRole('region', { name: 'Заявка на кредит' });
        // The form's own styles are in the page: its fields span the form, the robot field is
        // out of sight and out of the accessibility tree.
        await expect(section.getByLabel('Имя')).toHaveCSS('min-height', '44px');
        await expect(page.getByText('Не заполняйте это поле')).not.toBeInViewport();
        const trap = await page.locator('input[name="robot"]').boundingBox();
        expect(trap === null || trap.x + trap.width <= 0).toBe(true);
        await expect(section.getByRole('textbox', { name: /Не заполняйте/ })).toHaveCount(0);

        // An empty post: the answered page opens at what to correct.
        await section.getByRole('button', { name: 'Отправить заявку' }).click();
        await expect(page).toHaveURL(/\?form=credit#[a-z_]+-answer$/);
        const refusal = page.getByRole('alert').filter({ hasText: 'Заявка не отправлена' });
        await expectInView(refusal);
        await expect(refusal).toContainText(/Исправьте \d+ пол/);
        await page.screenshot({ path: testInfo.outputPath('card-credit-error.png') });

        await section.getByLabel('Имя').fill('Олег');
        await section.getByLabel('Телефон').fill(`900555${p}${holding}01`);
        await section.getByRole('checkbox').check();
        await section.getByRole('button', { name: 'Отправить заявку' }).click();
        await expectInView(page.getByRole('heading', { name: 'Заявка отправлена' }));
        await page.screenshot({ path: testInfo.outputPath('card-credit-sent.png') });
      },
    );
});
