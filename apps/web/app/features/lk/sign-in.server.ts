import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { validatePhone } from '@dealer/domain';
import { SERVICE_UNAVAILABLE, refusalOf } from '../../shared/api/api-error.ts';
import { apiContext } from '../../shared/api/context.ts';
import { createApiClient } from '../../shared/api/client.server.ts';
import { parseCookies, readTokens, tokenCookies } from '../../shared/auth/cookies.server.ts';
import { env } from '../../shared/config/env.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { visitorOfRequest } from '../../shared/site/request.server.ts';
import { refuseCrossSite, safeTarget } from './session.server.ts';
import type { SignInState } from './types.ts';

function messageOf(body: unknown): string {
  return refusalOf(body).message ?? SERVICE_UNAVAILABLE;
}

/** A visitor who is signed in does not need the page; one whose access token expired is renewed. */
export function signInLoader(request: Request) {
  const url = new URL(request.url);
  const target = safeTarget(url.searchParams.get('redirect'));
  const tokens = readTokens(parseCookies(request.headers.get('cookie')));
  if (tokens.access) throw redirect(target);
  if (tokens.refresh) throw redirect(`/auth/refresh/?redirect=${encodeURIComponent(target)}`);
  return { target };
}

/**
 * SPEC 4 sign-in as a plain form (it works before the page's script and without it): the phone,
 * then the code from the SMS; the tokens end in httpOnly cookies and the visitor goes on.
 */
export async function signInAction(request: Request, context: Readonly<RouterContextProvider>) {
  refuseCrossSite(request);
  const form = await request.formData();
  const phone = String(form.get('phone') ?? '').trim();
  const api = context.get(apiContext);
  const target = safeTarget(new URL(request.url).searchParams.get('redirect'));

  if (form.get('intent') === 'send') {
    const problem = validatePhone(phone, true);
    if (problem) return data<SignInState>({ step: 'phone', phone, error: problem }, 400);
    const answer = await api.post('/auth/login', { body: { phone } });
    if (answer.status !== 200 || !answer.body || !('success' in answer.body))
      return data<SignInState>(
        { step: 'phone', phone, error: messageOf(answer.body) },
        answer.status >= 400 && answer.status < 500 ? answer.status : 502,
      );
    const { codeLength, resendIn } = answer.body;
    return data<SignInState>({ step: 'code', phone, codeLength, resendIn });
  }

  const code = String(form.get('code') ?? '').replace(/\D/g, '');
  const answer = await api.post('/auth/validate', { body: { phone, code } });
  if (answer.status !== 200 || !answer.body || !('token' in answer.body)) {
    const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
    return data<SignInState>(
      { step: 'code', phone, codeLength: 6, resendIn: 0, error: messageOf(answer.body) },
      status,
    );
  }
  const pair = answer.body;
  const { holdingId } = context.get(siteContext);
  const visitor = visitorOfRequest(request);
  const asUser = createApiClient({
    baseUrl: env.apiUrl,
    holdingId,
    timeoutMs: env.apiTimeoutMs,
    tokens: { access: pair.token, refresh: pair.refreshToken },
    forwardedFor: visitor.address,
  });
  const user = await asUser.get('/user');
  const headers = new Headers();
  for (const cookie of tokenCookies(pair, visitor.https)) headers.append('set-cookie', cookie);
  // A first sign-in fills in the registration form before going on.
  const next =
    user && !user.isRegistered ? `/registration/?redirect=${encodeURIComponent(target)}` : target;
  return redirect(next, { headers });
}
