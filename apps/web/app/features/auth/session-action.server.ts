import type { RouterContextProvider } from 'react-router';
import { SERVICE_UNAVAILABLE, refusalOf } from '../../shared/api/api-error.ts';
import { apiContext } from '../../shared/api/context.ts';
import { createApiClient } from '../../shared/api/client.server.ts';
import {
  clearTokenCookies,
  parseCookies,
  readTokens,
  tokenCookies,
} from '../../shared/auth/cookies.server.ts';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../../shared/auth/same-origin.server.ts';
import { env } from '../../shared/config/env.server.ts';
import { siteContext } from '../../shared/site/context.ts';
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

function failure(status: number, body: unknown): Response {
  const refusal = refusalOf(body);
  const field = refusal.details[0]?.field;
  return json(
    { error: refusal.message ?? SERVICE_UNAVAILABLE, ...(field !== undefined && { field }) },
    status >= 400 && status < 500 ? status : 502,
  );
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
  const visitor = visitorOfRequest(request);
  const secure = visitor.https;

  if (intent === 'send') {
    const answer = await api.post('/auth/login', { body: { phone } });
    if (answer.status !== 200 || !answer.body || !('success' in answer.body))
      return failure(answer.status, answer.body);
    return json({ sent: true, resendIn: answer.body.resendIn, codeLength: answer.body.codeLength });
  }

  if (intent === 'validate') {
    const answer = await api.post('/auth/validate', {
      body: { phone, code: String(form.get('code') ?? '') },
    });
    if (answer.status !== 200 || !answer.body || !('token' in answer.body))
      return failure(answer.status, answer.body);
    const pair = answer.body;
    const { holdingId } = context.get(siteContext);
    const asUser = createApiClient({
      baseUrl: env.apiUrl,
      holdingId,
      timeoutMs: env.apiTimeoutMs,
      tokens: { access: pair.token, refresh: pair.refreshToken },
      forwardedFor: visitor.address,
    });
    const user = await asUser.get('/user');
    if (!user) return json({ error: SERVICE_UNAVAILABLE }, 502);
    return json({ user }, 200, tokenCookies(pair, secure));
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
