import { startHttpFake, type FakeAnswer, type FakeRequest } from './http-fake.ts';

export type TwpgFakeOrder = {
  orderId: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  approveUrl: string;
  status: 'CREATED' | 'APPROVED' | 'DECLINED' | 'CANCELED';
};

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

const xml = (body: string): FakeAnswer => ({
  status: 200,
  text: `<?xml version="1.0" encoding="UTF-8"?><TKKPG><Response>${body}</Response></TKKPG>`,
});

// A TWPG gateway simulator: CreateOrder registers an order, GetOrderStatus answers what the test set.
export async function startTwpgFake(merchant = 'TEST-MERCHANT') {
  const orders = new Map<string, TwpgFakeOrder>();
  let next = 1000;
  const handle = (request: FakeRequest): FakeAnswer => {
    if (request.method !== 'POST' || request.url !== '/twpg/Exec')
      return { status: 404, text: 'Not Found' };
    const operation = tag(request.body, 'Operation');
    const refuse = (status: string) =>
      xml(`<Operation>${operation ?? ''}</Operation><Status>${status}</Status>`);
    if (tag(request.body, 'Merchant') !== merchant) return refuse('30');
    if (operation === 'CreateOrder') {
      const orderId = String(next++);
      const order: TwpgFakeOrder = {
        orderId,
        sessionId: `S${orderId}X`,
        amount: Number(tag(request.body, 'Amount')),
        currency: tag(request.body, 'Currency') ?? '',
        description: tag(request.body, 'Description') ?? '',
        approveUrl: tag(request.body, 'ApproveURL') ?? '',
        status: 'CREATED',
      };
      orders.set(orderId, order);
      return xml(
        `<Operation>CreateOrder</Operation><Status>00</Status><Order><OrderID>${orderId}</OrderID><SessionID>${order.sessionId}</SessionID><URL>${fake.url}/twpg/index.jsp</URL></Order>`,
      );
    }
    if (operation === 'GetOrderStatus') {
      const order = orders.get(tag(request.body, 'OrderID') ?? '');
      if (!order || tag(request.body, 'SessionID') !== order.sessionId) return refuse('10');
      return xml(
        `<Operation>GetOrderStatus</Operation><Status>00</Status><Order><OrderID>${order.orderId}</OrderID><OrderStatus>${order.status}</OrderStatus></Order>`,
      );
    }
    return refuse('30');
  };
  const fake = await startHttpFake(handle);
  // restore() undoes a test's answer(...) override.
  return Object.assign(fake, {
    orders,
    baseUrl: `${fake.url}/twpg`,
    restore: () => fake.answer(handle),
  });
}

export type TwpgFake = Awaited<ReturnType<typeof startTwpgFake>>;
