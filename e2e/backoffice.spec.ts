import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { seriousIssues } from './support/axe.ts';
import { diagonal, HTTP_ONLY, siteUrl } from './support/site.ts';
import { API_ORIGIN, staffSignIn, staffToken } from './support/staff.ts';

// The staff back office (issue 30): a manager of one dealership works a lead from the search box
// to its close and the CSV, a visitor's file reaches that dealership's staff and nobody else, the
// audit log keeps each change. Both holdings, diagonally (holding 1 desktop, holding 2 phone).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const API = `${API_ORIGIN}/v1`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// Invented numbers of the 900 range, one per run so a search finds exactly this lead.
const randomPhone = () => `900${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const masked = (d: string) => `+7 ${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;

type Staffed = { token: string; login: string; password: string; name: string; dealer: string };

type Dealer = { id: number; name: string };

/** A manager of one dealership (the first, or the one `pick` names), made through the API. */
async function newManager(
  request: APIRequestContext,
  holding: 1 | 2,
  address: string,
  pick: (dealers: Dealer[]) => Dealer | undefined = (dealers) => dealers[0],
) {
  const admin = await staffToken(request, holding, address);
  const headers = { authorization: `Bearer ${admin}` };
  const dealers = (await (
    await request.get(`${API}/reports/dealers?holdingId=${holding}`, { headers })
  ).json()) as { items: Dealer[] };
  const dealer = pick(dealers.items)!;
  const login = `e2e.${run()}`;
  const password = `${login}-secret`;
  const name = `Тестовый Менеджер`;
  const made = await request.post(`${API}/reports/staff?holdingId=${holding}`, {
    headers,
    data: { login, name, role: 'manager', password, dealerIds: [dealer.id] },
  });
  expect(made.status()).toBe(200);
  return { admin, manager: { token: '', login, password, name, dealer: dealer.name } as Staffed };
}

async function dealerCode(request: APIRequestContext, holding: 1 | 2, name: string) {
  const list = (await (await request.get(`${API}/dealers/short?holdingId=${holding}`)).json()) as {
    dealer: { code: string; name: string; nameRu: string }[];
  };
  return list.dealer.find((d) => d.name === name || d.nameRu === name)!.code;
}

const signIn = staffSignIn;

for (const holding of [1, 2] as const)
  test(
    `holding ${holding}: a manager finds a lead by phone three ways, takes and closes it, the CSV and the log show it`,
    diagonal(holding),
    async ({ page, request }) => {
      const { admin, manager } = await newManager(request, holding, `127.0.${holding}.31`);
      const digits = randomPhone();
      const code = await dealerCode(request, holding, manager.dealer);
      const committed = await request.post(`${API}/lead/commit?holdingId=${holding}`, {
        data: {
          formId: 'form_credit',
          formUrl: '/catalog/1/',
          formData: {
            firstname: 'Всеволод',
            phone: masked(digits),
            policy: true,
            dealer: code,
            car: 'Lada Vesta SW Cross',
            vin: 'XTA000E2E00000001',
            price: 1_990_000,
            creditMonthly: 41_250,
            creditTerm: 60,
          },
        },
        headers: { 'x-forwarded-for': `198.51.100.${holding}` },
      });
      expect(committed.status()).toBe(200);
      const leadId = ((await committed.json()) as { leadId: number }).leadId;

      await signIn(page, holding, manager);
      await expect(
        page.getByRole('navigation', { name: 'Разделы кабинета сотрудника' }),
      ).toBeVisible();
      // Managers have no staff or log sections.
      await expect(page.getByRole('link', { name: 'Журнал' })).toHaveCount(0);
      const search = page.getByLabel('Телефон, имя, VIN или номер заявки');
      const d = digits;
      for (const typed of [
        `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`,
        `+7${d}`,
        `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
      ]) {
        await search.fill(typed);
        await page.getByRole('button', { name: 'Найти' }).click();
        await expect(page.getByText(/^Найдено заявок: /)).toHaveText('Найдено заявок: 1');
        await expect(page.getByRole('link', { name: `Заявка № ${leadId}` })).toBeVisible();
      }
      expect(await seriousIssues(page)).toEqual([]);

      await page.getByRole('link', { name: `Заявка № ${leadId}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Заявка № ${leadId}: Заявка на кредит`,
      );
      // The car and the chosen terms come first, in Russian, formatted.
      const car = page.getByRole('region', { name: 'Автомобиль' });
      await expect(car).toContainText('Lada Vesta SW Cross');
      await expect(car).toContainText('XTA000E2E00000001');
      await expect(car).toContainText('1\u00a0990\u00a0000\u00a0₽');
      const terms = page.getByRole('region', { name: 'Выбранные условия' });
      await expect(terms).toContainText('Ежемесячный платёж41\u00a0250\u00a0₽');
      await expect(terms).toContainText('Срок кредита60 мес.');
      await expect(page.getByText('creditMonthly')).toHaveCount(0);
      expect(await seriousIssues(page)).toEqual([]);

      await page.getByRole('button', { name: 'Взять в работу' }).click();
      await expect(page.getByRole('status')).toHaveText('Заявка в работе у вас.');
      await expect(page.getByText(`ответственный: ${manager.name}`).first()).toBeVisible();
      await page.getByRole('button', { name: 'Закрыть с результатом' }).click();
      await expect(page.getByRole('status')).toHaveText('Заявка закрыта с результатом.');
      const history = page.getByRole('region', { name: 'История' }).getByRole('listitem');
      await expect(history).toHaveCount(2);
      await expect(history.last()).toContainText(`${manager.name}: закрыта с результатом`);

      // The CSV of the search: the car, VIN, price, terms, state, manager and ISO dates.
      // Fetched by the page itself: *.localhost resolves in the browser only.
      const csv = await page.evaluate(async (url) => {
        const answer = await fetch(url);
        return { status: answer.status, text: await answer.text() };
      }, `/reports/export/?q=${digits}`);
      expect(csv.status).toBe(200);
      const lines = csv.text.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      const row = lines[1]!;
      expect(row).toMatch(
        new RegExp(
          `^${leadId};\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+03:00;закрыта с результатом;${manager.name};`,
        ),
      );
      expect(row).toContain(';Lada Vesta SW Cross;XTA000E2E00000001;1990000;');
      expect(row).toContain('Ежемесячный платёж: 41\u00a0250\u00a0₽');

      // The administrator's log has both changes, with who and before/after.
      const log = await request.get(
        `${API}/reports/audit?holdingId=${holding}&entity=lead&entityId=${leadId}`,
        { headers: { authorization: `Bearer ${admin}` } },
      );
      const entries = (
        (await log.json()) as { items: { staff: { name: string }; after: object }[] }
      ).items;
      expect(entries.map((e) => [e.staff.name, e.after])).toEqual([
        [manager.name, { state: 'won', manager: manager.name }],
        [manager.name, { state: 'working', manager: manager.name }],
      ]);
    },
  );

test(
  'a visitor’s file opens for that dealership’s staff and for no one else',
  HTTP_ONLY,
  async ({ request }) => {
    const { admin, manager } = await newManager(request, 1, '127.0.3.31');
    const code = await dealerCode(request, 1, manager.dealer);
    const boundary = '----backoffice-e2e';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="скан.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await request.post(`${API}/lead/file?holdingId=1`, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      data: body,
    });
    expect(uploaded.status()).toBe(200);
    const fileId = ((await uploaded.json()) as { id: string }).id;
    const committed = await request.post(`${API}/lead/commit?holdingId=1`, {
      data: {
        formId: 'form_insurance',
        formUrl: '/services/remote_settlement_losses/',
        formData: {
          firstname: 'Глафира',
          phone: masked(randomPhone()),
          policy: true,
          dealer: code,
          files: [fileId],
        },
      },
    });
    expect(committed.status()).toBe(200);
    const leadId = ((await committed.json()) as { leadId: number }).leadId;

    // The manager signs in through the site and downloads it there.
    const signedIn = await request.post(siteUrl(1, '/reports/auth/'), {
      form: { login: manager.login, password: manager.password },
      headers: { origin: siteUrl(1, '').replace(/\/$/, '') },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    const page = await request.get(siteUrl(1, `/reports/${leadId}/`));
    expect(await page.text()).toContain(`/reports/${leadId}/files/${fileId}/`);
    const file = await request.get(siteUrl(1, `/reports/${leadId}/files/${fileId}/`));
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('attachment');
    expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

    // Nobody else: no token, a customer's cookie, another holding's administrator, a manager of
    // another dealership of the same holding.
    const url = `${API}/reports/leads/${leadId}/files/${fileId}?holdingId=1`;
    expect((await request.get(url, { headers: { authorization: '' } })).status()).toBe(401);
    const other = await staffToken(request, 2, '127.0.3.32');
    const otherHolding = await request.get(
      `${API}/reports/leads/${leadId}/files/${fileId}?holdingId=2`,
      {
        headers: { authorization: `Bearer ${other}` },
      },
    );
    expect(otherHolding.status()).toBe(404);
    const dealers = (await (
      await request.get(`${API}/reports/dealers?holdingId=1`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { items: { id: number }[] };
    const stranger = `e2e.${run()}`;
    await request.post(`${API}/reports/staff?holdingId=1`, {
      headers: { authorization: `Bearer ${admin}` },
      data: {
        login: stranger,
        name: 'Чужой Менеджер',
        role: 'manager',
        password: `${stranger}-secret`,
        dealerIds: [dealers.items.at(-1)!.id],
      },
    });
    const strangerLogin = await request.post(`${API}/reports/auth/login?holdingId=1`, {
      data: { login: stranger, password: `${stranger}-secret` },
      headers: { 'x-forwarded-for': '127.0.3.33' },
    });
    const strangerToken = ((await strangerLogin.json()) as { token: string }).token;
    expect(
      (await request.get(url, { headers: { authorization: `Bearer ${strangerToken}` } })).status(),
    ).toBe(404);
  },
);

for (const holding of [1, 2] as const)
  test(
    `holding ${holding}: a booking cancelled in the back office frees its time on the public booking page`,
    diagonal(holding),
    async ({ page, request }) => {
      const city = holding === 1 ? 'msk' : 'spb';
      const options = (await (
        await request.get(`${API}/timeslots/options?holdingId=${holding}&city=${city}`)
      ).json()) as { dealers: { code: string; name: string; weekdays: number[] }[] };
      const reception = options.dealers[options.dealers.length - 1]!;
      const { manager } = await newManager(request, holding, `127.0.${holding}.41`, (dealers) =>
        dealers.find((d) => d.name === reception.name),
      );
      // A working day two to four weeks ahead and a time of it, by chance: runs do not meet.
      let day = '';
      for (let ahead = 14 + Math.floor(Math.random() * 14); !day; ahead += 1) {
        const date = new Date(Date.now() + ahead * 86_400_000);
        if (reception.weekdays.includes(((date.getUTCDay() + 6) % 7) + 1))
          day = date.toISOString().slice(0, 10);
      }
      const slotsOf = async () =>
        (
          (await (
            await request.get(
              `${API}/timeslots?holdingId=${holding}&dealer=${reception.code}&date=${day}`,
            )
          ).json()) as { slots: { time: string; free: number }[] }
        ).slots;
      const open = await slotsOf();
      const slot = open[Math.floor(Math.random() * open.length)]!;
      // The slot is filled, each place by another visitor.
      let bookingId = 0;
      for (let place = 0; place < slot.free; place += 1) {
        const booked = await request.post(`${API}/timeslots/book?holdingId=${holding}`, {
          headers: {
            'x-forwarded-for': `198.51.${holding}${place}.${Math.floor(Math.random() * 250)}`,
          },
          data: {
            dealer: reception.code,
            date: day,
            time: slot.time,
            work: 'to',
            formUrl: '/service/online/',
            formData: {
              firstname: 'Евдокия',
              phone: masked(randomPhone()),
              policy: true,
              mark: 'Skoda',
              model: 'Octavia',
            },
          },
        });
        expect(booked.status()).toBe(200);
        bookingId = ((await booked.json()) as { bookingId: number }).bookingId;
      }
      const publicTimes = async () => {
        await page.goto(siteUrl(holding, `/service/online/?dealer=${reception.code}&date=${day}`));
        return page
          .getByRole('group', { name: 'Свободное время' })
          .getByRole('radio')
          .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
      };
      expect(await publicTimes()).not.toContain(slot.time);

      await signIn(page, holding, manager);
      await page.getByRole('link', { name: 'Записи' }).click();
      await page.getByLabel('День', { exact: true }).fill(day);
      await page.getByRole('button', { name: 'Показать' }).click();
      const row = page.getByRole('row').filter({ hasText: 'Skoda Octavia' }).first();
      await expect(
        page.getByRole('row', { name: new RegExp(`^${slot.time}`) }).first(),
      ).toBeVisible();
      expect(await seriousIssues(page)).toEqual([]);
      await row.getByRole('button', { name: /^Отменить запись/ }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Запись отменена, время снова свободно. Клиенту отправлено SMS.',
      );
      expect(bookingId).toBeGreaterThan(0);
      expect(await publicTimes()).toContain(slot.time);
    },
  );

test(
  'holding 1: a review published in the back office is on /reviews/ with its answer and counts',
  diagonal(1),
  async ({ page, request }) => {
    const { manager } = await newManager(request, 1, '127.0.1.51');
    const code = await dealerCode(request, 1, manager.dealer);
    const text = `Проверка модерации ${run()}: машину вернули чистой, спасибо мастерам.`;
    const sent = await request.post(`${API}/reviews?holdingId=1`, {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      data: { dealerCode: code, name: 'Людмила', rating: 4, text, policy: true },
    });
    expect(sent.status()).toBe(200);
    const summary = async () =>
      (
        (await (await request.get(`${API}/reviews/${code}?holdingId=1`)).json()) as {
          summary: { count: number };
        }
      ).summary.count;
    const before = await summary();

    await signIn(page, 1, manager);
    await page.getByRole('link', { name: 'Отзывы' }).click();
    const card = page.getByRole('listitem').filter({ hasText: text });
    await expect(card).toBeVisible();
    expect(await seriousIssues(page)).toEqual([]);
    // A reject needs its reason: the form says so and keeps the answer typed.
    await card.getByLabel(/^Ответ дилера/).fill('Спасибо, Людмила! Ждём вас снова.');
    await card.getByRole('button', { name: 'Отклонить' }).click();
    await expect(card.getByText('Укажите причину отклонения')).toBeVisible();
    await expect(card.getByLabel(/^Ответ дилера/)).toHaveValue('Спасибо, Людмила! Ждём вас снова.');
    await card.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Отзыв опубликован: он уже на странице отзывов и в рейтинге.',
    );
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
    expect(await summary()).toBe(before + 1);
    // A page not rendered before shows it at once (rendered pages are shared for up to a minute).
    await page.goto(siteUrl(1, `/reviews/${code}/?rating=4`));
    const list = page.getByRole('list', { name: 'Отзывы' });
    await expect(list).toContainText(text);
    await expect(list).toContainText('Спасибо, Людмила! Ждём вас снова.');
  },
);
