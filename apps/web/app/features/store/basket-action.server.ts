import { data, redirect, type RouterContextProvider } from 'react-router';
import { FORM_BODY_MESSAGES, type BasketKind } from '@dealer/domain';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../../shared/auth/same-origin.server.ts';
import { changeBasket } from './basket.server.ts';

export const BASKET_MESSAGES = {
  badItem: 'Некорректный товар',
  badCount: 'Количество — целое число от 1 до 9999',
  nothingChecked: 'Отметьте товары, которые хотите заказать',
} as const;

const ID = /^[1-9]\d{0,9}$/;
const COUNT = /^[1-9]\d{0,3}$/;

function idOf(value: FormDataEntryValue | null): number | undefined {
  return typeof value === 'string' && ID.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : undefined;
}

/** What the page answers after a change it could not make: its message, the basket unchanged. */
export type BasketActionData = { error: string };

const refuse = (error: string, status = 400) => data<BasketActionData>({ error }, { status });

/**
 * The basket's form (and the item page's «В корзину»), with or without JavaScript: add, save the
 * counts, remove the checked or one line, and go to ordering with the checked lines.
 */
export async function handleBasketAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { embedded }: { embedded: boolean },
) {
  if (!isSameOrigin(request)) return refuse(CROSS_SITE_MESSAGE, 403);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A body the form parser cannot read (a broken multipart) is the sender's fault.
    return refuse(FORM_BODY_MESSAGES.badForm);
  }
  const basket: BasketKind = form.get('basket') === 'accessories' ? 'accessories' : 'parts';
  const here = embedded ? '/iframe/basket/' : '/basket/';
  const dropped = form.get('drop');
  const intent = dropped ? 'drop' : String(form.get('intent') ?? 'save');
  const done = async (change: Parameters<typeof changeBasket>[2], to = here) => {
    const result = await changeBasket(request, context, change);
    if (result.error) return refuse(result.error);
    return redirect(to, result.cookie ? { headers: { 'Set-Cookie': result.cookie } } : {});
  };

  if (intent === 'add') {
    const id = idOf(form.get('id'));
    const qty = String(form.get('qty') ?? '1');
    if (id === undefined) return refuse(BASKET_MESSAGES.badItem);
    if (!COUNT.test(qty)) return refuse(BASKET_MESSAGES.badCount);
    return done({ intent: 'put', basket, items: [{ id, qty: Number(qty) }] });
  }
  if (intent === 'drop') {
    const id = idOf(dropped);
    if (id === undefined) return refuse(BASKET_MESSAGES.badItem);
    return done({ intent: 'remove', basket, ids: [id] });
  }
  const checked: number[] = [];
  for (const value of form.getAll('checked')) {
    const id = idOf(value);
    if (id === undefined) return refuse(BASKET_MESSAGES.badItem);
    checked.push(id);
  }
  if (intent === 'remove') {
    if (checked.length === 0) return refuse(BASKET_MESSAGES.nothingChecked);
    return done({ intent: 'remove', basket, ids: checked });
  }
  // save and order: the counts as typed first.
  const counts: { id: number; qty: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith('qty-')) continue;
    const id = idOf(name.slice(4));
    if (id === undefined) return refuse(BASKET_MESSAGES.badItem);
    if (typeof value !== 'string' || !COUNT.test(value.trim()))
      return refuse(BASKET_MESSAGES.badCount);
    counts.push({ id, qty: Number(value.trim()) });
  }
  if (intent === 'order' && checked.length === 0) return refuse(BASKET_MESSAGES.nothingChecked);
  const ordering = `${embedded ? '/iframe/ordering/' : '/ordering/'}?${new URLSearchParams([
    ['basket', basket],
    ...checked.map((id) => ['id', String(id)]),
  ])}`;
  const to = intent === 'order' ? ordering : here;
  if (counts.length === 0) return redirect(to);
  return done({ intent: 'put', basket, items: counts }, to);
}
