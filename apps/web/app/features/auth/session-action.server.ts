import type { RouterContextProvider } from 'react-router';
import { SERVICE_UNAVAILABLE } from '../../shared/api/api-error.ts';
import { apiContext } from '../../shared/api/context.ts';
import { clearTokenCookies, parseCookies, readTokens } from '../../shared/auth/cookies.server.ts';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../../shared/auth/same-origin.server.ts';
import {
  sendSignInCode,
  signInWithCode,
  type SignInRefusal,
} from '../../shared/auth/sign-in.server.ts';
import { visitorOfRequest } from '../../shared/site/request.server.ts';
import type { SessionAnswer } from '../../shared/stores/session.ts';

function json(body: SessionAnswer, status = 200, cookies: string[] = []): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
  });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

function failure(refusal: SignInRefusal): Response {
  const { field } = refusal;
  return json({ error: refusal.message, ...(field !== undefined && { field }) }, refusal.status);
}

/** intent=send (phone), validate (phone, code) or logout. */
export async function handleSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (!isSameOrigin(request)) return json({ error: CROSS_SITE_MESSAGE }, 403);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const phone = String(form.get('phone') ?? '');
  const api = context.get(apiContext);
  const secure = visitorOfRequest(request).https;

  if (intent === 'send') {
    const sent = await sendSignInCode(context, phone);
    if (!sent.ok) return failure(sent);
    return json({ sent: true, resendIn: sent.resendIn, codeLength: sent.codeLength });
  }

  if (intent === 'validate') {
    const code = String(form.get('code') ?? '');
    const signedIn = await signInWithCode(request, context, phone, code);
    if (!signedIn.ok) return failure(signedIn);
    if (!signedIn.user) return json({ error: SERVICE_UNAVAILABLE }, 502);
    return json({ user: signedIn.user }, 200, signedIn.cookies);
  }

  if (intent === 'logout') {
    // The session is revoked when the API answers, also from the refresh token alone (the access
    // token expired); the cookies go in any case.
    const held = readTokens(parseCookies(request.headers.get('cookie')));
    if (held.access || held.refresh)
      await api.post('/auth/logout', { body: held.refresh ? { refreshToken: held.refresh } : {} });
    return json({ loggedOut: true }, 200, clearTokenCookies(secure));
  }

  return json({ error: 'Неизвестное действие' }, 400);
}
