import type { RouterContextProvider } from 'react-router';
import type { UserInfo } from '@dealer/contract';
import { BASKET_COOKIE, parseBasketCookie } from '@dealer/domain';
import { SERVICE_UNAVAILABLE, refusalOf } from '../api/api-error.ts';
import { createApiClient, type ApiClient } from '../api/client.server.ts';
import { apiContext } from '../api/context.ts';
import { env } from '../config/env.server.ts';
import { siteContext } from '../site/context.ts';
import { visitorOfRequest } from '../site/request.server.ts';
import { parseCookies, tokenCookies } from './cookies.server.ts';

// SPEC 4 sign-in by phone and SMS code, the steps both forms share: the login panel's
// (routes/auth-validate.ts, answered as JSON) and the sign-in page's (/lk/auth/, a plain form).

type Context = Readonly<RouterContextProvider>;

/** The API's refusal as a form shows it: its message, the field it names, the answer's status. */
export interface SignInRefusal {
  ok: false;
  status: number;
  message: string;
  field?: string;
}

function refusal(status: number, body: unknown): SignInRefusal {
  const { message, details } = refusalOf(body);
  const field = details[0]?.field;
  return {
    ok: false,
    // The visitor's mistake keeps its status; anything else is the API failing us.
    status: status >= 400 && status < 500 ? status : 502,
    message: message ?? SERVICE_UNAVAILABLE,
    ...(field !== undefined && { field }),
  };
}

/** The first step: the API texts a code to the phone. */
export async function sendSignInCode(
  context: Context,
  phone: string,
): Promise<{ ok: true; codeLength: number; resendIn: number } | SignInRefusal> {
  const answer = await context.get(apiContext).post('/auth/login', { body: { phone } });
  if (answer.status !== 200 || !answer.body || !('success' in answer.body))
    return refusal(answer.status, answer.body);
  return { ok: true, codeLength: answer.body.codeLength, resendIn: answer.body.resendIn };
}

/**
 * The second step: the code for a token pair, the customer it signs in (asked with the new pair;
 * undefined when the API does not answer) and the httpOnly cookies that keep the pair.
 */
export async function signInWithCode(
  request: Request,
  context: Context,
  phone: string,
  code: string,
): Promise<{ ok: true; user: UserInfo | undefined; cookies: string[] } | SignInRefusal> {
  const answer = await context.get(apiContext).post('/auth/validate', { body: { phone, code } });
  if (answer.status !== 200 || !answer.body || !('token' in answer.body))
    return refusal(answer.status, answer.body);
  const pair = answer.body;
  const visitor = visitorOfRequest(request);
  const asUser = createApiClient({
    baseUrl: env.apiUrl,
    holdingId: context.get(siteContext).holdingId,
    timeoutMs: env.apiTimeoutMs,
    tokens: { access: pair.token, refresh: pair.refreshToken },
    forwardedFor: visitor.address,
    userAgent: visitor.userAgent,
  });
  const [user] = await Promise.all([asUser.get('/user'), pushAnonymousBasket(request, asUser)]);
  return { ok: true, user, cookies: tokenCookies(pair, visitor.https) };
}

/**
 * SPEC 4 «on login the stored anonymous quantities are pushed to the basket in one call»: the
 * basket's cookie (decision 0069) goes to the account, the parts basket's lines in one call, the
 * accessory basket's in another (the API keeps them apart). A failure is only logged (SPEC 8).
 */
async function pushAnonymousBasket(request: Request, api: ApiClient): Promise<void> {
  const lines = parseBasketCookie(parseCookies(request.headers.get('cookie')).get(BASKET_COOKIE));
  await Promise.all(
    (['parts', 'accessories'] as const).map(async (type) => {
      const items = lines
        .filter((line) => line.basket === type)
        .map((line) => ({ accItemId: line.id, qty: line.qty }));
      if (items.length === 0) return;
      const answer = await api.post('/store/basket', { query: { type }, body: { items } });
      if (answer.status !== 200) console.error('Basket sync on login failed', answer.status);
    }),
  );
}
