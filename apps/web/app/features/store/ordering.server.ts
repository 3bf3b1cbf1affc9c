import { randomUUID } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { unitPriceToPay, withBasketLine, type BasketKind } from '@dealer/domain';
import { basketCookie, isSignedIn, readBasket, type BasketLineData } from './basket.server.ts';
import { parseCookies } from '../../shared/auth/cookies.server.ts';
import { BASKET_COOKIE, parseBasketCookie } from '@dealer/domain';

export interface OrderingData {
  basket: BasketKind;
  lines: BasketLineData[];
  /** The lines as the order form carries them: id, count, the price of one as shown. */
  formLines: { id: number; qty: number; price: number }[];
  /** Where the first line is in stock: the dealer offered first. */
  dealer: string | undefined;
  idempotencyKey: string;
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * /ordering/?basket=parts&id=…: the basket's checked lines (all of them without ids) priced now,
 * and a fresh key for the form, so a double submit, with or without JavaScript, is one order.
 */
export async function loadOrdering(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<OrderingData> {
  const query = new URL(request.url).searchParams;
  const basket: BasketKind = query.get('basket') === 'accessories' ? 'accessories' : 'parts';
  const ids = new Set(
    query
      .getAll('id')
      .filter((id) => ID.test(id))
      .map(Number),
  );
  const all = (await readBasket(request, context))[basket];
  const lines = ids.size > 0 ? all.filter((line) => ids.has(line.id)) : all;
  return {
    basket,
    lines,
    formLines: lines.map((line) => ({ id: line.id, qty: line.qty, price: unitPriceToPay(line) })),
    dealer: lines.find((line) => line.dealerCode)?.dealerCode ?? undefined,
    idempotencyKey: randomUUID(),
  };
}

/** After an order: an anonymous basket drops the ordered lines (the API empties a signed-in one). */
export function afterOrder(
  request: Request,
  basket: BasketKind,
  ids: readonly number[],
): HeadersInit | undefined {
  if (isSignedIn(request)) return undefined;
  let lines = parseBasketCookie(parseCookies(request.headers.get('cookie')).get(BASKET_COOKIE));
  for (const id of ids) lines = withBasketLine(lines, basket, id, 0);
  return { 'Set-Cookie': basketCookie(lines, request) };
}
