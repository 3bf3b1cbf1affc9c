import { redirect, type RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { refusalOf } from '../../shared/api/api-error.ts';
import { leadFailureOf, type LeadFailure } from './api-errors.ts';
import { handleLeadAction } from './lead-action.server.ts';
import { STORE_ORDER_FORM_ID, type OrderFormLine } from './store-order-form.tsx';

const LINE = /^([1-9]\d{0,9})x([1-9]\d{0,3})x(\d{1,10})$/;
const EMPTY: LeadFailure = {
  status: 400,
  formErrors: ['Корзина пуста: добавьте товары и оформите заказ ещё раз.'],
  fieldErrors: {},
};

function linesOf(form: FormData): OrderFormLine[] | undefined {
  const lines: OrderFormLine[] = [];
  for (const value of form.getAll('item')) {
    const match = typeof value === 'string' ? LINE.exec(value) : null;
    if (!match) return undefined;
    lines.push({ id: Number(match[1]), qty: Number(match[2]), price: Number(match[3]) });
  }
  return lines.length > 0 && lines.length <= 200 ? lines : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The ordering page's action: the lead form's checks, then POST /store/order; placed, the
 * visitor goes to the order's page (`checkoutHref`) with what `placed` answers (the basket
 * without the ordered lines); a changed price or stock is said at the form with each line.
 */
export async function handleStoreOrderAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: {
    checkoutHref: (code: string) => string;
    placed: (basket: 'parts' | 'accessories', ids: number[]) => Promise<HeadersInit | undefined>;
  },
) {
  const api = context.get(apiContext);
  return handleLeadAction(request, context, {
    forms: [STORE_ORDER_FORM_ID],
    send: async ({ form, values, formUrl, idempotencyKey }) => {
      const lines = linesOf(form);
      if (!lines) return EMPTY;
      const type = form.get('basket') === 'accessories' ? 'accessories' : 'parts';
      const answer = await api.post('/store/order', {
        body: {
          type,
          items: lines.map((line) => ({ accItemId: line.id, qty: line.qty, price: line.price })),
          firstname: text(values.firstname) ?? '',
          phone: text(values.phone) ?? '',
          email: text(values.email),
          dealer: text(values.dealer),
          comment: text(values.comment),
          // The form's own schema required the consent before this point.
          policy: true,
          formUrl,
          clientSession: text(values.clientSession),
          idempotencyKey,
        },
      });
      if (answer.status === 200 && answer.body && 'orderId' in answer.body) {
        const headers = await options.placed(
          type,
          lines.map((line) => line.id),
        );
        return redirect(options.checkoutHref(answer.body.code), headers ? { headers } : {});
      }
      if (answer.status === 409) {
        // What changed, line by line: the page shows the new prices after this answer.
        const { message, details } = refusalOf(answer.body);
        const said = [message, ...details.map((detail) => detail.message)].filter(Boolean);
        return { status: 409, formErrors: [said.join(' ')], fieldErrors: {} };
      }
      return leadFailureOf(answer.status, answer.body);
    },
  });
}
