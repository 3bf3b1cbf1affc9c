import { ServiceError, callService } from '../http.ts';
import type { GatewayOrderStatus, PaymentGateway } from './types.ts';

export type TwpgOptions = { baseUrl: string; merchant: string; timeoutMs: number };

const SERVICE = 'twpg';
const STATUSES: readonly GatewayOrderStatus[] = ['CREATED', 'APPROVED', 'DECLINED', 'CANCELED'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const unescapeXml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

// <Name>value</Name> → element text; the answers are flat enough that a tag search suffices.
function tagOf(xml: string, name: string): string | undefined {
  const found = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return found ? unescapeXml(found[1] ?? '').trim() : undefined;
}

function element(name: string, value: string | number): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

// Compass Plus TWPG classic XML interface: POST {base}/Exec with a TKKPG request; Status 00 is success.
export function createTwpg(options: TwpgOptions): PaymentGateway {
  const exec = async (operation: string, body: string): Promise<string> => {
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
    const status = tagOf(text, 'Status');
    if (status === undefined)
      throw new ServiceError(SERVICE, 'protocol', `${operation}: no Status in the answer`);
    if (status !== '00')
      throw new ServiceError(SERVICE, 'rejected', `${operation}: Status ${status}`, Number(status));
    return text;
  };

  return {
    name: SERVICE,
    async createOrder(order) {
      const xml = await exec(
        'CreateOrder',
        `<Order>${element('OrderType', 'Purchase')}${element('Merchant', options.merchant)}${element('Amount', order.amount)}${element('Currency', 643)}${element('Description', order.description)}${element('ApproveURL', order.approveUrl)}${element('CancelURL', order.cancelUrl)}${element('DeclineURL', order.declineUrl)}</Order>`,
      );
      const orderId = tagOf(xml, 'OrderID');
      const sessionId = tagOf(xml, 'SessionID');
      const url = tagOf(xml, 'URL');
      if (!orderId || !sessionId || !url)
        throw new ServiceError(SERVICE, 'protocol', 'CreateOrder: no OrderID, SessionID or URL');
      const paymentUrl = new URL(url);
      paymentUrl.searchParams.set('ORDERID', orderId);
      paymentUrl.searchParams.set('SESSIONID', sessionId);
      return { orderId, sessionId, paymentUrl: paymentUrl.toString() };
    },
    async orderStatus(orderId, sessionId) {
      const xml = await exec(
        'GetOrderStatus',
        `<Order>${element('Merchant', options.merchant)}${element('OrderID', orderId)}</Order>${element('SessionID', sessionId)}`,
      );
      const status = tagOf(xml, 'OrderStatus');
      if (status === undefined)
        throw new ServiceError(SERVICE, 'protocol', 'GetOrderStatus: no OrderStatus');
      return STATUSES.find((s) => s === status) ?? 'CREATED';
    },
  };
}
