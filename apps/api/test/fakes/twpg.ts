import { startHttpFake, type FakeAnswer, type FakeRequest } from './http-fake.ts';

export type TwpgOrderStatus = 'CREATED' | 'APPROVED' | 'DECLINED' | 'CANCELED';

export type TwpgFakeOrder = {
  orderId: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  approveUrl: string;
  cancelUrl: string;
  declineUrl: string;
  status: TwpgOrderStatus;
};

const unescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const tag = (xml: string, name: string) => {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return found === undefined ? undefined : unescape(found);
};

const html = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const xml = (body: string): FakeAnswer => ({
  status: 200,
  text: `<?xml version="1.0" encoding="UTF-8"?><TKKPG><Response>${body}</Response></TKKPG>`,
  headers: { 'content-type': 'application/xml; charset=utf-8' },
});

const page = (status: number, title: string, body: string): FakeAnswer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  text: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>${html(title)}</h1>${body}</body></html>`,
});

// What the payer does on the bank's page: the button's value, the order's status, where it returns.
const CHOICES = {
  approve: { status: 'APPROVED', back: 'approveUrl', label: 'Оплатить' },
  decline: { status: 'DECLINED', back: 'declineUrl', label: 'Карта отклонена банком' },
  cancel: { status: 'CANCELED', back: 'cancelUrl', label: 'Отменить оплату' },
} as const;

/**
 * A TWPG gateway simulator speaking the XML interface of INTEGRATIONS.md: POST /twpg/Exec with
 * CreateOrder registers an order, GetOrderStatus answers its status. Its payment page
 * /twpg/index.jsp?ORDERID=..&SESSIONID=.. lets the payer (or an e2e test) approve, decline or
 * cancel; the order takes that status and the payer goes back to the URL the shop registered.
 * Tests may also set an order's status directly (orders) or override every answer (answer).
 */
export async function startTwpgFake(merchant = 'TEST-MERCHANT', port = 0) {
  const orders = new Map<string, TwpgFakeOrder>();
  let next = 1000;
  const exec = (request: FakeRequest): FakeAnswer => {
    const operation = tag(request.body, 'Operation');
    const refuse = (status: string) =>
      xml(`<Operation>${operation ?? ''}</Operation><Status>${status}</Status>`);
    if (tag(request.body, 'Merchant') !== merchant) return refuse('30');
    if (operation === 'CreateOrder') {
      const orderId = String(next++);
      const order: TwpgFakeOrder = {
        orderId,
        sessionId: `S${orderId}X${Math.random().toString(16).slice(2, 10)}`,
        amount: Number(tag(request.body, 'Amount')),
        currency: tag(request.body, 'Currency') ?? '',
        description: tag(request.body, 'Description') ?? '',
        approveUrl: tag(request.body, 'ApproveURL') ?? '',
        cancelUrl: tag(request.body, 'CancelURL') ?? '',
        declineUrl: tag(request.body, 'DeclineURL') ?? '',
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
  const paymentPage = (request: FakeRequest): FakeAnswer => {
    const asked = new URL(request.url, 'http://twpg.invalid');
    const form = new URLSearchParams(request.method === 'POST' ? request.body : asked.search);
    const order = orders.get(form.get('ORDERID') ?? '');
    if (!order || form.get('SESSIONID') !== order.sessionId)
      return page(404, 'Заказ не найден', '<p>Платёжная сессия не найдена или истекла.</p>');
    if (request.method === 'POST') {
      const choice = CHOICES[form.get('choice') as keyof typeof CHOICES];
      if (!choice || order.status !== 'CREATED')
        return page(409, 'Заказ уже обработан', `<p>Статус заказа: ${order.status}</p>`);
      order.status = choice.status;
      return { status: 303, headers: { location: order[choice.back] }, text: '' };
    }
    const rub = (order.amount / 100).toFixed(2).replace('.', ',');
    const buttons = Object.entries(CHOICES)
      .map(
        ([value, choice]) =>
          `<button type="submit" name="choice" value="${value}" style="margin:0 .5rem .5rem 0;padding:.75rem 1rem">${choice.label}</button>`,
      )
      .join('');
    return page(
      200,
      'Тестовый платёжный шлюз',
      `<p>Заказ № ${html(order.orderId)}</p><p>${html(order.description)}</p><p><strong>${rub} ₽</strong></p><p>Деньги не списываются: это симулятор банка для разработки и тестов.</p><form method="post" action="/twpg/index.jsp"><input type="hidden" name="ORDERID" value="${html(order.orderId)}"><input type="hidden" name="SESSIONID" value="${html(order.sessionId)}">${buttons}</form>`,
    );
  };
  const handle = (request: FakeRequest): FakeAnswer => {
    const path = request.url.split('?')[0];
    if (request.method === 'POST' && path === '/twpg/Exec') return exec(request);
    if (path === '/twpg/index.jsp') return paymentPage(request);
    return { status: 404, text: 'Not Found' };
  };
  const fake = await startHttpFake(handle, port);
  // restore() undoes a test's answer(...) override.
  return Object.assign(fake, {
    orders,
    baseUrl: `${fake.url}/twpg`,
    restore: () => fake.answer(handle),
  });
}

export type TwpgFake = Awaited<ReturnType<typeof startTwpgFake>>;
