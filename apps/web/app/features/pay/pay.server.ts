import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { billFindBodySchema, type Bill } from '@dealer/contract';
import { PAY_MESSAGES } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { refuseCrossSite } from '../../shared/auth/same-origin.server.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import type { BankOutcome, BillLookupState, PaymentStartState } from './types.ts';

type Context = Readonly<RouterContextProvider>;

const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';
const BILL_CODE = /^[0-9a-f]{32}$/;

export const billHref = (id: string) => `/pay/${id}/`;

/** The API's own message of a 4xx refusal, or the site's word for anything else. */
function messageOf(answer: { status: number; body: unknown }, otherwise = UNAVAILABLE): string {
  const { status, body } = answer;
  const said =
    typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
  return status >= 400 && status < 500 && said ? said : otherwise;
}

/** /pay and /services/pay: the page's headings; the form is the same. */
export function loadBillLookup(request: Request) {
  const services = new URL(request.url).pathname.startsWith('/services/');
  const title = services ? 'Оплата услуг' : 'Оплата счёта';
  const crumbs = [
    { label: 'Главная', href: '/' },
    ...(services ? [{ label: 'Услуги', href: '/services/' }] : []),
    { label: title },
  ];
  return {
    title,
    crumbs,
    meta: [
      { title: `${title} картой онлайн` },
      {
        name: 'description',
        content:
          'Оплатите счёт дилерского центра банковской картой: укажите номер и сумму счёта, оплата проходит на защищённой странице банка.',
      },
    ],
  };
}

/**
 * The lookup form (Conform reads it into the contract's schema, the API's own): a bill found by its
 * number and amount opens its page; a miss, a limit or the API away says so beside the form.
 */
export async function billLookupAction(request: Request, context: Context) {
  refuseCrossSite(request);
  const submission = parseWithZod(await request.formData(), { schema: billFindBodySchema });
  if (submission.status !== 'success')
    return data<BillLookupState>({ result: submission.reply() }, 400);
  const answer = await context.get(apiContext).post('/pay/find', { body: submission.value });
  if (answer.status === 200 && answer.body && 'id' in answer.body)
    throw redirect(billHref(answer.body.id), 303);
  const client = answer.status >= 400 && answer.status < 500;
  return data<BillLookupState>(
    { result: submission.reply({ formErrors: [messageOf(answer)] }) },
    client ? answer.status : 503,
  );
}

/** /pay/{id}: the bill of the link; an unknown code is the 404 page. */
export async function loadBill(context: Context, id: string, path: string) {
  if (!BILL_CODE.test(id)) throw notFound(path);
  const bill = await context.get(apiContext).get('/pay/:id', { params: { id } });
  if (!bill) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  return {
    bill,
    meta: [{ title: `Счёт № ${bill.number}` }, { name: 'robots', content: 'noindex' }],
  };
}

/** «Оплатить картой»: the API registers an order with the bank and names the bank's page. */
export async function startPaymentAction(request: Request, context: Context, id: string) {
  refuseCrossSite(request);
  if (!BILL_CODE.test(id)) throw notFound(new URL(request.url).pathname);
  const answer = await context.get(apiContext).post('/pay/:id/payment', { params: { id } });
  const body = answer.body;
  if (answer.status === 200 && body && 'paymentUrl' in body && /^https?:\/\//.test(body.paymentUrl))
    return data<PaymentStartState>({ ok: true, paymentUrl: body.paymentUrl });
  // A 503 of this call is the bank (or no bank configured): the page knows which from the bill.
  const bill =
    answer.status === 503
      ? await context.get(apiContext).get('/pay/:id', { params: { id }, optional: true })
      : undefined;
  const otherwise =
    bill?.cardPayments === false
      ? PAY_MESSAGES.cardPaymentsOff
      : answer.status === 503
        ? PAY_MESSAGES.gatewayDown
        : UNAVAILABLE;
  const client = answer.status >= 400 && answer.status < 500;
  return data<PaymentStartState>(
    { ok: false, message: messageOf(answer, otherwise) },
    client ? answer.status : 503,
  );
}

/**
 * A bank return page (/webpay/BankSPB/Approve, /Cancel, /Decline): whatever its address says, the
 * API asks the bank about the bill's orders; a paid bill goes on to /pay/success, any other is
 * shown as it stands. A replayed or forged return only makes the API ask the bank again.
 */
export async function bankReturn(request: Request, context: Context, outcome: BankOutcome) {
  const id = new URL(request.url).searchParams.get('bill') ?? '';
  const meta = [{ title: 'Возврат из банка' }, { name: 'robots', content: 'noindex' }];
  if (!BILL_CODE.test(id))
    return data({ outcome, bill: null as Bill | null, checked: false, meta }, 404);
  const answer = await context.get(apiContext).post('/pay/:id/check', { params: { id } });
  const body = answer.body;
  if (answer.status === 200 && body && 'status' in body) {
    if (body.status === 'paid') throw redirect(`/pay/success/?bill=${id}`, 303);
    return { outcome, bill: body, checked: true, meta };
  }
  if (answer.status === 404)
    return data({ outcome, bill: null as Bill | null, checked: false, meta }, 404);
  // The bank could not be asked now: the bill's page, asked later, tells.
  const bill = await context.get(apiContext).get('/pay/:id', { params: { id }, optional: true });
  return data({ outcome, bill: bill ?? null, checked: false, meta }, 503);
}

/** /pay/success/?bill=: only a bill the API holds as paid; any other goes to its own page. */
export async function loadPaid(request: Request, context: Context) {
  const id = new URL(request.url).searchParams.get('bill') ?? '';
  if (!BILL_CODE.test(id)) throw redirect('/pay/', 303);
  const bill = await context.get(apiContext).get('/pay/:id', { params: { id } });
  if (!bill) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  if (bill.status !== 'paid') throw redirect(billHref(id), 303);
  return {
    bill,
    meta: [{ title: `Счёт № ${bill.number} оплачен` }, { name: 'robots', content: 'noindex' }],
  };
}
