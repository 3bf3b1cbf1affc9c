import { afterAll, describe, expect, it } from 'vitest';
import { startTwpgFake, type TwpgFake } from '../../../test/fakes/twpg.ts';
import { useCatalogueTestApp } from '../../../test/seeded-app.ts';
import { queryRows, testDbLabel } from '../../../test/test-db.ts';
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
});
