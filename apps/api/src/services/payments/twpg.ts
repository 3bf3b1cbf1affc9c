import { SaxesParser } from 'saxes';
import { ServiceError, callService } from '../http.ts';
import type { GatewayOrderStatus, PaymentGateway } from './types.ts';

export type TwpgOptions = { baseUrl: string; merchant: string; timeoutMs: number };

const SERVICE = 'twpg';
const STATUSES: readonly GatewayOrderStatus[] = ['CREATED', 'APPROVED', 'DECLINED', 'CANCELED'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The gateway's answer as «TKKPG/Response/Order/OrderID» → text, read by a real XML parser: entities
 * and CDATA come out as the bank wrote them; a DOCTYPE or a broken document is a protocol failure.
 */
function answerFields(xml: string, operation: string): Map<string, string> {
  const parser = new SaxesParser();
  const path: string[] = [];
  const fields = new Map<string, string>();
  let text = '';
  const broken = (why: string) => new ServiceError(SERVICE, 'protocol', `${operation}: ${why}`);
  parser.on('error', (error) => {
    throw broken(error.message);
  });
  parser.on('doctype', () => {
    throw broken('a DOCTYPE in the answer');
  });
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('cdata', (chunk) => (text += chunk));
  parser.on('closetag', () => {
    const key = path.join('/');
    if (!fields.has(key)) fields.set(key, text.trim());
    path.pop();
    text = '';
  });
  parser.write(xml).close();
  return fields;
}

function element(name: string, value: string | number): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

// Compass Plus TWPG classic XML interface: POST {base}/Exec with a TKKPG request; Status 00 is success.
export function createTwpg(options: TwpgOptions): PaymentGateway {
  const exec = async (operation: string, body: string): Promise<Map<string, string>> => {
    const response = await callService({
      service: SERVICE,
      url: new URL(
        'Exec',
        options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
      ).toString(),
      method: 'POST',
      timeoutMs: options.timeoutMs,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: `<?xml version="1.0" encoding="UTF-8"?><TKKPG><Request>${element('Operation', operation)}${element('Language', 'RU')}${body}</Request></TKKPG>`,
    });
    const text = await response.text().catch(() => '');
    if (response.status !== 200)
      throw new ServiceError(SERVICE, 'status', `HTTP ${response.status}`, response.status);
    const fields = answerFields(text, operation);
    const status = fields.get('TKKPG/Response/Status');
    if (status === undefined)
      throw new ServiceError(SERVICE, 'protocol', `${operation}: no Status in the answer`);
    if (status !== '00')
      throw new ServiceError(SERVICE, 'rejected', `${operation}: Status ${status}`, Number(status));
    return fields;
  };
  const orderField = (fields: Map<string, string>, name: string) =>
    fields.get(`TKKPG/Response/Order/${name}`) || undefined;

  return {
    name: SERVICE,
    async createOrder(order) {
      const fields = await exec(
        'CreateOrder',
        `<Order>${element('OrderType', 'Purchase')}${element('Merchant', options.merchant)}${element('Amount', order.amount)}${element('Currency', 643)}${element('Description', order.description)}${element('ApproveURL', order.approveUrl)}${element('CancelURL', order.cancelUrl)}${element('DeclineURL', order.declineUrl)}</Order>`,
      );
      const orderId = orderField(fields, 'OrderID');
      const sessionId = orderField(fields, 'SessionID');
      const url = orderField(fields, 'URL');
      if (!orderId || !sessionId || !url || !URL.canParse(url))
        throw new ServiceError(SERVICE, 'protocol', 'CreateOrder: no OrderID, SessionID or URL');
      const paymentUrl = new URL(url);
      paymentUrl.searchParams.set('ORDERID', orderId);
      paymentUrl.searchParams.set('SESSIONID', sessionId);
      return { orderId, sessionId, paymentUrl: paymentUrl.toString() };
    },
    async orderStatus(orderId, sessionId) {
      const fields = await exec(
        'GetOrderStatus',
        `<Order>${element('Merchant', options.merchant)}${element('OrderID', orderId)}</Order>${element('SessionID', sessionId)}`,
      );
      const status = orderField(fields, 'OrderStatus');
      if (status === undefined)
        throw new ServiceError(SERVICE, 'protocol', 'GetOrderStatus: no OrderStatus');
      return STATUSES.find((s) => s === status) ?? 'CREATED';
    },
  };
}
