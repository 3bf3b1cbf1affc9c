import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwpgFake, type TwpgFake } from '../../../test/fakes/twpg.ts';
import { ServiceError } from '../http.ts';
import { createTwpg } from './twpg.ts';

const order = {
  amount: 1_250_050,
  description: 'Оплата по счёту № 1-00001 <ТО>',
  approveUrl: 'https://site.example/webpay/BankSPB/Approve/?bill=abc',
  cancelUrl: 'https://site.example/webpay/BankSPB/Cancel/?bill=abc',
  declineUrl: 'https://site.example/webpay/BankSPB/Decline/?bill=abc',
};

describe('TWPG card gateway adapter against a local simulator', () => {
  let fake: TwpgFake;
  beforeAll(async () => {
    fake = await startTwpgFake('M-1');
  });
  afterAll(() => fake.close());

  const gateway = (merchant = 'M-1', baseUrl = fake.baseUrl) =>
    createTwpg({ baseUrl, merchant, timeoutMs: 1500 });

  async function failure(call: Promise<unknown>): Promise<ServiceError> {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }

  it('registers a purchase in kopecks and roubles (643) and builds the payment page address', async () => {
    const created = await gateway().createOrder(order);
    const request = fake.requests.at(-1)!;
    expect(request.body).toContain('<Operation>CreateOrder</Operation>');
    expect(request.body).toContain('<OrderType>Purchase</OrderType>');
    expect(request.body).toContain('&#60;ТО&#62;');
    const stored = fake.orders.get(created.orderId)!;
    expect(stored).toMatchObject({ amount: 1_250_050, currency: '643' });
    expect(stored.approveUrl).toBe(order.approveUrl);
    const url = new URL(created.paymentUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/twpg/index.jsp`);
    expect(url.searchParams.get('ORDERID')).toBe(created.orderId);
    expect(url.searchParams.get('SESSIONID')).toBe(created.sessionId);
  });

  it('reads the order status the gateway holds', async () => {
    const created = await gateway().createOrder(order);
    expect(await gateway().orderStatus(created.orderId, created.sessionId)).toBe('CREATED');
    for (const status of ['APPROVED', 'DECLINED', 'CANCELED'] as const) {
      fake.orders.get(created.orderId)!.status = status;
      expect(await gateway().orderStatus(created.orderId, created.sessionId)).toBe(status);
    }
  });

  it('reports a refusal, a wrong session, an HTTP error, garbage and a timeout', async () => {
    expect(await failure(gateway('other').createOrder(order))).toMatchObject({
      failure: 'rejected',
      code: 30,
    });
    const created = await gateway().createOrder(order);
    expect(await failure(gateway().orderStatus(created.orderId, 'wrong'))).toMatchObject({
      failure: 'rejected',
      code: 10,
    });
    expect(await failure(gateway('M-1', `${fake.url}/nowhere`).createOrder(order))).toMatchObject({
      failure: 'status',
      code: 404,
    });
    fake.answer(() => ({ status: 200, text: 'not xml' }));
    expect((await failure(gateway().createOrder(order))).failure).toBe('protocol');
    fake.answer(() => 'hang');
    expect((await failure(gateway().createOrder(order))).failure).toBe('timeout');
  });

  it('reads an answer as XML: CDATA and entities as the bank wrote them, a DOCTYPE refused', async () => {
    const answer =
      (order: string, prolog = '') =>
      () => ({
        status: 200,
        text: `<?xml version="1.0"?>${prolog}<TKKPG><Response><Operation>CreateOrder</Operation><Status>00</Status><Order>${order}</Order></Response></TKKPG>`,
      });
    try {
      fake.answer(
        answer(
          '<OrderID>77</OrderID><SessionID>S&amp;7</SessionID><URL><![CDATA[https://bank.example/pay?lang=ru&x=1]]></URL>',
        ),
      );
      const created = await gateway().createOrder(order);
      expect(created).toMatchObject({ orderId: '77', sessionId: 'S&7' });
      const url = new URL(created.paymentUrl);
      expect(url.searchParams.get('x')).toBe('1');
      expect(url.searchParams.get('ORDERID')).toBe('77');
      fake.answer(answer('<OrderID>77</OrderID>', '<!DOCTYPE TKKPG [<!ENTITY x "y">]>'));
      expect((await failure(gateway().createOrder(order))).failure).toBe('protocol');
    } finally {
      fake.restore();
    }
  });
});
