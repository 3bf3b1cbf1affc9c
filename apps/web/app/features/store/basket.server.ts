import { data, type RouterContextProvider } from 'react-router';
import type { BasketItem } from '@dealer/contract';
import {
  BASKET_COOKIE,
  BASKET_COOKIE_MAX_AGE,
  parseBasketCookie,
  serializeBasketCookie,
  withBasketLine,
  type BasketKind,
  type BasketLine,
} from '@dealer/domain';
import { SERVICE_UNAVAILABLE } from '../../shared/api/api-error.ts';
import { apiContext } from '../../shared/api/context.ts';
import { parseCookies, readTokens } from '../../shared/auth/cookies.server.ts';
import { visitorOfRequest } from '../../shared/site/request.server.ts';

export const BASKET_KINDS = ['parts', 'accessories'] as const satisfies readonly BasketKind[];

export type BasketLineData = BasketItem & { basket: BasketKind };

export interface BasketData {
  signedIn: boolean;
  parts: BasketLineData[];
  accessories: BasketLineData[];
}

/** A visitor is signed in exactly when a token cookie exists (SPEC 4). */
export function isSignedIn(request: Request): boolean {
  const tokens = readTokens(parseCookies(request.headers.get('cookie')));
  return Boolean(tokens.access || tokens.refresh);
}

function cookieLines(request: Request): BasketLine[] {
  return parseBasketCookie(parseCookies(request.headers.get('cookie')).get(BASKET_COOKIE));
}

/** The Set-Cookie of the basket's copy the page's script reads (not httpOnly: no secret in it). */
export function basketCookie(lines: readonly BasketLine[], request: Request): string {
  const value = serializeBasketCookie(lines);
  const flags = ['Path=/', 'SameSite=Lax', `Max-Age=${value ? BASKET_COOKIE_MAX_AGE : 0}`];
  if (visitorOfRequest(request).https) flags.push('Secure');
  return `${BASKET_COOKIE}=${value}; ${flags.join('; ')}`;
}

const unavailable = () => data({ message: SERVICE_UNAVAILABLE }, { status: 503 });

/**
 * The visitor's two baskets priced now: a signed-in visitor's from /store/basket, an anonymous
 * one's from the cookie through /store/quote (decision 0069). The API away: a 503 page.
 */
export async function readBasket(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<BasketData> {
  const api = context.get(apiContext);
  const signedIn = isSignedIn(request);
  const lines = cookieLines(request);
  const load = async (type: BasketKind): Promise<BasketLineData[]> => {
    let items: BasketItem[] | undefined;
    if (signedIn) items = (await api.get('/store/basket', { query: { type } }))?.items;
    else {
      const mine = lines.filter((line) => line.basket === type);
      if (mine.length === 0) return [];
      const answer = await api.post('/store/quote', {
        query: { type },
        body: { items: mine.map((line) => ({ accItemId: line.id, qty: line.qty })) },
      });
      if (answer.status === 200 && answer.body && 'items' in answer.body) items = answer.body.items;
    }
    if (!items) throw unavailable();
    return items.map((item) => ({ ...item, basket: type }));
  };
  const [parts, accessories] = await Promise.all(BASKET_KINDS.map(load));
  return { signedIn, parts: parts ?? [], accessories: accessories ?? [] };
}

/** The cookie copy of what the basket holds now, set when it differs from the request's. */
export function basketMirror(basket: BasketData, request: Request): string | undefined {
  const lines = [...basket.parts, ...basket.accessories].map((item) => ({
    basket: item.basket,
    id: item.id,
    qty: item.qty,
  }));
  const now = serializeBasketCookie(lines);
  return now === serializeBasketCookie(cookieLines(request))
    ? undefined
    : basketCookie(lines, request);
}

export type BasketChange =
  | { intent: 'put'; basket: BasketKind; items: { id: number; qty: number }[] }
  | { intent: 'remove'; basket: BasketKind; ids: number[] };

/**
 * Applies one change: through the API for a signed-in visitor, to the cookie otherwise. Answers
 * the Set-Cookie of the anonymous basket, or a Russian message when the API refused.
 */
export async function changeBasket(
  request: Request,
  context: Readonly<RouterContextProvider>,
  change: BasketChange,
): Promise<{ cookie?: string; error?: string }> {
  if (!isSignedIn(request)) {
    let lines = cookieLines(request);
    if (change.intent === 'put')
      for (const item of change.items)
        lines = withBasketLine(lines, change.basket, item.id, item.qty);
    else for (const id of change.ids) lines = withBasketLine(lines, change.basket, id, 0);
    return { cookie: basketCookie(lines, request) };
  }
  const api = context.get(apiContext);
  const query = { type: change.basket };
  const answer =
    change.intent === 'put'
      ? await api.post('/store/basket', {
          query,
          body: { items: change.items.map((item) => ({ accItemId: item.id, qty: item.qty })) },
        })
      : await api.delete('/store/basket', { query: { ...query, accItemId: change.ids } });
  if (answer.status === 200) return {};
  const message =
    answer.body && 'message' in answer.body ? answer.body.message : SERVICE_UNAVAILABLE;
  return { error: message };
}
