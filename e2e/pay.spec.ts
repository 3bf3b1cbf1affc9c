import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTwpgFake, type TwpgFake } from '../apps/api/test/fakes/twpg.ts';
import { hydrated } from './shell-overlays-support.ts';
import { seriousIssues } from './support/axe.ts';
import { diagonal } from './support/site.ts';
import { chooseCity, startSmsStack, type SmsStack } from './support/sms-stack.ts';

// SPEC 2.8 bills paid by card: /pay finds a bill by number and amount, /pay/{id} sends the payer
// to the bank (a local TWPG simulator speaking its XML protocol, with a payment page where the
// test approves, cancels or declines), and the bank's return pages show what the server asked the
// bank, never what their address says. Its own stack: a fresh database, so its bills wait.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type OpenBill = { code: string; number: string; amount: number; holdingId: number };

let stack: SmsStack;
let bank: TwpgFake;
let open: OpenBill[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  bank = await startTwpgFake('E2E-MERCHANT');
  stack = await startSmsStack('pay', (dir) => [`--bills=${join(dir, 'bills.json')}`], {
    PAY_GATEWAY_URL: bank.baseUrl,
    PAY_MERCHANT_ID: 'E2E-MERCHANT',
  });
  open = JSON.parse(readFileSync(join(stack.dataDir, 'bills.json'), 'utf8')) as OpenBill[];
});

test.afterAll(async () => {
  await stack?.stop();
  await bank?.close();
});

const base = (holding: 1 | 2) => (holding === 1 ? stack.web : stack.webH2);
/** The n-th bill of the holding waiting for payment: each test pays its own. */
const billOf = (holding: 1 | 2, n: number) => open.filter((b) => b.holdingId === holding)[n]!;
/** The amount as a payer types it from the paper: «12 500,5». */
const typed = (amount: number) =>
  amount
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

async function findBill(page: Page, holding: 1 | 2, bill: OpenBill) {
  await chooseCity(page, base(holding));
  await page.goto(`${base(holding)}/pay/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата счёта');
  await page.getByLabel('Номер счёта').fill(bill.number);
  await page.getByLabel('Сумма, ₽').fill(typed(bill.amount));
  await page.getByRole('button', { name: 'Найти счёт' }).click();
  await expect(page).toHaveURL(`${base(holding)}/pay/${bill.code}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Счёт № ${bill.number}`);
}

/** «Оплатить картой»: the bank's page of the order, where the payer picks an outcome. */
async function atTheBank(
  page: Page,
  choice: 'Оплатить' | 'Отменить оплату' | 'Карта отклонена банком',
) {
  await page.getByRole('button', { name: /^Оплатить картой/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${bank.url}/twpg/index.jsp\\?ORDERID=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тестовый платёжный шлюз');
  await page.getByRole('button', { name: choice }).click();
}

const status = (page: Page) => page.getByRole('region', { name: 'Счёт' });

for (const holding of [1, 2] as const) {
  test.describe(`holding ${holding}`, diagonal(holding), () => {
    test('pays a bill through the bank: approved, the bill is paid once', async ({ page }) => {
      const bill = billOf(holding, 0);
      // The form says what to correct, field by field, before anything is sent.
      await chooseCity(page, base(holding));
      await page.goto(`${base(holding)}/pay/`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Найти счёт' }).click();
      await expect(page.getByText('Укажите номер счёта')).toBeVisible();
      await expect(page.getByText('Укажите сумму счёта')).toBeVisible();
      expect(await seriousIssues(page)).toEqual([]);
      await findBill(page, holding, bill);
      expect(await seriousIssues(page)).toEqual([]);
      await atTheBank(page, 'Оплатить');
      await expect(page).toHaveURL(`${base(holding)}/pay/success/?bill=${bill.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата прошла');
      await expect(status(page)).toContainText(`Счёт № ${bill.number} оплачен`);
      expect(await seriousIssues(page)).toEqual([]);
      // The bill's own page: paid, no card button; the return replayed changes nothing.
      await page.goto(`${base(holding)}/pay/${bill.code}/`);
      await expect(status(page)).toContainText('Оплачен');
      await expect(page.getByRole('button', { name: /^Оплатить картой/ })).toHaveCount(0);
      await page.goto(`${base(holding)}/webpay/BankSPB/Approve/?bill=${bill.code}`);
      await expect(page).toHaveURL(`${base(holding)}/pay/success/?bill=${bill.code}`);
    });

    test('a cancelled and a declined payment leave the bill waiting, to pay again', async ({
      page,
    }) => {
      const bill = billOf(holding, 1);
      await findBill(page, holding, bill);
      await atTheBank(page, 'Отменить оплату');
      await expect(page).toHaveURL(`${base(holding)}/webpay/BankSPB/Cancel/?bill=${bill.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата отменена');
      await expect(status(page)).toContainText('ожидает оплаты');
      expect(await seriousIssues(page)).toEqual([]);
      await page.getByRole('link', { name: 'Оплатить снова' }).click();
      await expect(page).toHaveURL(`${base(holding)}/pay/${bill.code}/`);
      await atTheBank(page, 'Карта отклонена банком');
      await expect(page).toHaveURL(`${base(holding)}/webpay/BankSPB/Decline/?bill=${bill.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Банк отклонил оплату');
      await expect(status(page)).toContainText('ожидает оплаты');
    });

    test('a forged return to the approve page leaves the bill unpaid', async ({ page }) => {
      const bill = billOf(holding, 2);
      await chooseCity(page, base(holding));
      const forged = `${base(holding)}/webpay/BankSPB/Approve/?bill=${bill.code}&ORDERID=1000&SESSIONID=S1000X&STATUS=APPROVED`;
      await page.goto(forged);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Оплата ещё не подтверждена',
      );
      await expect(status(page)).toContainText('ожидает оплаты');
      // The success page believes only the bank: the bill's own page, still to pay.
      await page.goto(`${base(holding)}/pay/success/?bill=${bill.code}`);
      await expect(page).toHaveURL(`${base(holding)}/pay/${bill.code}/`);
      await expect(status(page)).toContainText('Ожидает оплаты');
    });
  });

  test.describe(`holding ${holding} without JavaScript`, diagonal(holding), () => {
    test.use({ javaScriptEnabled: false });

    test('/pay finds a bill and pays it by plain posts', async ({ page }) => {
      const bill = billOf(holding, 3);
      await chooseCity(page, base(holding));
      // The second holding's /services/pay/ is the same form under its services.
      await page.goto(`${base(holding)}${holding === 2 ? '/services/pay/' : '/pay/'}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        holding === 2 ? 'Оплата услуг' : 'Оплата счёта',
      );
      await page.getByLabel('Номер счёта').fill(bill.number);
      await page.getByLabel('Сумма, ₽').fill('1,00');
      await page.getByRole('button', { name: 'Найти счёт' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Счёт с таким номером и суммой не найден',
      );
      await page.getByLabel('Сумма, ₽').fill(typed(bill.amount));
      await page.getByRole('button', { name: 'Найти счёт' }).click();
      await expect(page).toHaveURL(new RegExp(`/pay/${bill.code}/`));
      // The page answering the post refreshes to the bank's page (no script runs).
      await atTheBank(page, 'Оплатить');
      await expect(page).toHaveURL(`${base(holding)}/pay/success/?bill=${bill.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оплата прошла');
    });
  });
}
