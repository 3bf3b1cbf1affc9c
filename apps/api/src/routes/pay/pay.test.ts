import { afterAll, describe, expect, it } from 'vitest';
import { startTwpgFake, type TwpgFake } from '../../../test/fakes/twpg.ts';
import { useCatalogueTestApp } from '../../../test/seeded-app.ts';
import { queryRows, testDbLabel } from '../../../test/test-db.ts';
import { createUnconfiguredPayments } from '../../services/payments/dev.ts';
import { createTwpg } from '../../services/payments/twpg.ts';

type BillRow = { code: string; number: string; amount: string; payer_name: string };

describe(`/v1/pay bills and card payments on ${testDbLabel}`, () => {
  let fake: TwpgFake;
  const t = useCatalogueTestApp(async () => {
    fake = await startTwpgFake('M-1');
    return { payments: createTwpg({ baseUrl: fake.baseUrl, merchant: 'M-1', timeoutMs: 1500 }) };
  });
  afterAll(() => fake?.close());

  const bill = async (holdingId: number, status: string, offset = 0) => {
    const [row] = await queryRows<BillRow>(
      t.client,
      `select code, number, amount::text, payer_name from bills
       where holding_id = ${holdingId} and status = '${status}' order by id offset ${offset} limit 1`,
    );
    return row!;
  };
  const post = (url: string, ip = '203.0.113.10') =>
    t.app.inject({ method: 'POST', url: `/v1${url}`, headers: { 'x-forwarded-for': ip } });
  const payments = async (code: string) =>
    queryRows<{ order_id: string; status: string }>(
      t.client,
      `select p.order_id, p.status from bill_payments p join bills b on b.id = p.bill_id
       where b.code = '${code}' order by p.id`,
    );

  it('seeds about 20 bills per holding in every status', async () => {
    const rows = await queryRows<{ holding_id: number; status: string; n: number }>(
      t.client,
      'select holding_id, status, count(*)::int as n from bills group by 1, 2 order by 1, 2',
    );
    for (const holding of [1, 2]) {
      const own = rows.filter((r) => r.holding_id === holding);
      expect(own.map((r) => r.status).sort()).toEqual(['cancelled', 'expired', 'issued', 'paid']);
      expect(own.reduce((sum, r) => sum + r.n, 0)).toBe(20);
    }
  });

  it('shows a bill by its code with the payer shortened and no other personal data', async () => {
    const row = await bill(1, 'issued');
    const res = await t.get(`/pay/${row.code}?holdingId=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    const [last, first] = row.payer_name.split(' ');
    expect(body).toMatchObject({
      id: row.code,
      number: row.number,
      status: 'issued',
      amount: Number(row.amount),
      currency: 'RUB',
      payer: `${first} ${last!.slice(0, 1)}.`,
      paidAt: null,
      cardPayments: true,
    });
    expect(body.dealer.phone).toMatch(/^\+7 \((495|812)\) 000-/);
    expect(JSON.stringify(body)).not.toContain(last!);
    const other = await t.get(`/pay/${row.code}?holdingId=2`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 5, message: 'Счёт не найден' });
    const bad = await t.get('/pay/123?holdingId=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].message).toBe('Неверная ссылка на счёт');
  });

  it('answers expired for an issued bill past its date and refuses to take payment for it', async () => {
    const row = await bill(2, 'issued', 1);
    await t.client.db.execute(
      `update bills set expires_at = now() - interval '1 day' where code = '${row.code}'`,
    );
    expect((await t.get(`/pay/${row.code}?holdingId=2`)).json().status).toBe('expired');
    const res = await post(`/pay/${row.code}/payment?holdingId=2`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Срок оплаты счёта истёк');
    const cancelled = await bill(2, 'cancelled');
    expect((await post(`/pay/${cancelled.code}/payment?holdingId=2`)).json().message).toBe(
      'Счёт отменён',
    );
    expect(await payments(row.code)).toEqual([]);
  });

  it('registers the order in kopecks and marks the bill paid only when the bank approves', async () => {
    const row = await bill(1, 'issued', 2);
    const first = await post(`/pay/${row.code}/payment?holdingId=1`);
    expect(first.statusCode).toBe(200);
    const { paymentUrl, orderId } = first.json();
    const order = fake.orders.get(orderId)!;
    expect(order.amount).toBe(Math.round(Number(row.amount) * 100));
    expect(order.currency).toBe('643');
    expect(order.description).toBe(`Оплата по счёту № ${row.number}`);
    expect(order.approveUrl).toBe(
      `https://www.vektor-motors.example/webpay/BankSPB/Approve/?bill=${row.code}`,
    );
    expect(new URL(paymentUrl).searchParams.get('ORDERID')).toBe(orderId);

    // The buyer is still on the bank's page, then the card is declined: the bill waits.
    expect((await post(`/pay/${row.code}/check?holdingId=1`)).json().status).toBe('issued');
    order.status = 'DECLINED';
    expect((await post(`/pay/${row.code}/check?holdingId=1`)).json().status).toBe('issued');

    const second = (await post(`/pay/${row.code}/payment?holdingId=1`)).json();
    fake.orders.get(second.orderId)!.status = 'APPROVED';
    const paid = (await post(`/pay/${row.code}/check?holdingId=1`)).json();
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toEqual(expect.any(String));
    expect(await payments(row.code)).toEqual([
      { order_id: orderId, status: 'declined' },
      { order_id: second.orderId, status: 'approved' },
    ]);
    const [stored] = await queryRows<{ gateway_order_id: string }>(
      t.client,
      `select gateway_order_id from bills where code = '${row.code}'`,
    );
    expect(stored!.gateway_order_id).toBe(second.orderId);
    const again = await post(`/pay/${row.code}/payment?holdingId=1`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 6, message: 'Счёт уже оплачен' });
  });

  it('writes nothing when the gateway fails and keeps the bill when its status cannot be read', async () => {
    const row = await bill(2, 'issued', 3);
    const started = (await post(`/pay/${row.code}/payment?holdingId=2`)).json();
    fake.answer(() => ({ status: 502, text: 'Bad Gateway' }));
    try {
      const res = await post(`/pay/${row.code}/payment?holdingId=2`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 13, details: [] });
      const check = await post(`/pay/${row.code}/check?holdingId=2`);
      expect(check.statusCode).toBe(200);
      expect(check.json().status).toBe('issued');
    } finally {
      fake.restore();
    }
    expect(await payments(row.code)).toEqual([{ order_id: started.orderId, status: 'created' }]);
  });

  it('limits how many payments one address starts', async () => {
    const row = await bill(1, 'issued', 4);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (await post(`/pay/${row.code}/payment?holdingId=1`, '198.51.100.77')).statusCode,
      );
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  const find = (holdingId: number, body: unknown, ip = '203.0.113.20') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/pay/find?holdingId=${holdingId}`,
      headers: { 'x-forwarded-for': ip },
      payload: body as object,
    });

  it('finds a bill by the number and the amount printed on it, as the payer types them', async () => {
    const row = await bill(2, 'issued', 5);
    const [whole, cents = '00'] = row.amount.split('.');
    const typed = `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
    const found = await find(2, { number: ` № ${row.number.replace('-', '–')} `, amount: typed });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: row.code });
    const wrong = await find(2, { number: row.number, amount: `${Number(whole) + 1}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(
      'Счёт с таким номером и суммой не найден. Проверьте номер и сумму в счёте.',
    );
    expect((await find(1, { number: row.number, amount: row.amount })).statusCode).toBe(404);
    const bad = await find(2, { number: '', amount: '12,5,0' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { message: string }) => d.message)
        .sort(),
    ).toEqual(['Сумма — рубли и копейки, например 12 500,50', 'Укажите номер счёта']);
  });

  it('pays a bill once when two returns from the bank are checked at the same time', async () => {
    const row = await bill(1, 'issued', 6);
    const started = (await post(`/pay/${row.code}/payment?holdingId=1`, '203.0.113.31')).json();
    fake.orders.get(started.orderId)!.status = 'APPROVED';
    const answers = await Promise.all([
      post(`/pay/${row.code}/check?holdingId=1`),
      post(`/pay/${row.code}/check?holdingId=1`),
    ]);
    expect(answers.map((a) => a.json().status)).toEqual(['paid', 'paid']);
    const [first] = await queryRows<{ paid_at: string }>(
      t.client,
      `select paid_at::text from bills where code = '${row.code}'`,
    );
    // A replayed return asks again and changes nothing.
    const replay = await post(`/pay/${row.code}/check?holdingId=1`);
    expect(replay.json().status).toBe('paid');
    const [after] = await queryRows<{ paid_at: string; gateway_order_id: string }>(
      t.client,
      `select paid_at::text, gateway_order_id from bills where code = '${row.code}'`,
    );
    expect(after).toEqual({ paid_at: first!.paid_at, gateway_order_id: started.orderId });
    expect(await payments(row.code)).toEqual([{ order_id: started.orderId, status: 'approved' }]);
  });

  it('keeps the first paying order when a payer paid twice in two tabs', async () => {
    const row = await bill(2, 'issued', 7);
    const a = (await post(`/pay/${row.code}/payment?holdingId=2`, '203.0.113.32')).json();
    const b = (await post(`/pay/${row.code}/payment?holdingId=2`, '203.0.113.32')).json();
    fake.orders.get(a.orderId)!.status = 'APPROVED';
    fake.orders.get(b.orderId)!.status = 'APPROVED';
    await Promise.all([
      post(`/pay/${row.code}/check?holdingId=2`),
      post(`/pay/${row.code}/check?holdingId=2`),
    ]);
    const [stored] = await queryRows<{ status: string; gateway_order_id: string }>(
      t.client,
      `select status, gateway_order_id from bills where code = '${row.code}'`,
    );
    expect(stored!.status).toBe('paid');
    expect([a.orderId, b.orderId]).toContain(stored!.gateway_order_id);
    // Both charges are on record, for the dealership to refund the second.
    expect((await payments(row.code)).map((p) => p.status)).toEqual(['approved', 'approved']);
  });

  it('leaves a bill unpaid on a forged return: only its own orders, as the bank answers them, count', async () => {
    const row = await bill(1, 'issued', 7);
    const other = await bill(1, 'issued', 8);
    // A return page asked with no payment started at all.
    expect((await post(`/pay/${row.code}/check?holdingId=1`)).json().status).toBe('issued');
    // Another bill's approved order does not pay this one.
    const paidElsewhere = (
      await post(`/pay/${other.code}/payment?holdingId=1`, '203.0.113.31')
    ).json();
    fake.orders.get(paidElsewhere.orderId)!.status = 'APPROVED';
    const started = (await post(`/pay/${row.code}/payment?holdingId=1`, '203.0.113.31')).json();
    const forged = await t.app.inject({
      method: 'POST',
      url: `/v1/pay/${row.code}/check?holdingId=1&ORDERID=${paidElsewhere.orderId}&STATUS=APPROVED`,
    });
    expect(forged.json().status).toBe('issued');
    expect(await payments(row.code)).toEqual([{ order_id: started.orderId, status: 'created' }]);
  });
});

describe(`/v1/pay in production without a card gateway on ${testDbLabel}`, () => {
  const t = useCatalogueTestApp(async () => ({ payments: createUnconfiguredPayments() }));

  it('shows the bill without the card button and refuses to start a payment, writing nothing', async () => {
    const [row] = await queryRows<{ code: string }>(
      t.client,
      "select code from bills where holding_id = 1 and status = 'issued' order by id limit 1",
    );
    const shown = await t.get(`/pay/${row!.code}?holdingId=1`);
    expect(shown.json()).toMatchObject({ status: 'issued', cardPayments: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/pay/${row!.code}/payment?holdingId=1`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 13, details: [] });
    const [count] = await queryRows<{ n: number }>(
      t.client,
      'select count(*)::int as n from bill_payments',
    );
    expect(count!.n).toBe(0);
  });
});
