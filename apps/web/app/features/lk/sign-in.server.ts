import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { validatePhone } from '@dealer/domain';
import { parseCookies, readTokens } from '../../shared/auth/cookies.server.ts';
import { sendSignInCode, signInWithCode } from '../../shared/auth/sign-in.server.ts';
import { lkTarget, refuseCrossSite } from './session.server.ts';
import type { SignInState } from './types.ts';

/** A visitor who is signed in does not need the page; one whose access token expired is renewed. */
export function loadSignIn(request: Request) {
  const target = lkTarget(request);
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
  const target = lkTarget(request);

  if (form.get('intent') === 'send') {
    const problem = validatePhone(phone, true);
    if (problem) return data<SignInState>({ step: 'phone', phone, error: problem }, 400);
    const sent = await sendSignInCode(context, phone);
    if (!sent.ok)
      return data<SignInState>({ step: 'phone', phone, error: sent.message }, sent.status);
    const { codeLength, resendIn } = sent;
    return data<SignInState>({ step: 'code', phone, codeLength, resendIn });
  }

  const code = String(form.get('code') ?? '').replace(/\D/g, '');
  const signedIn = await signInWithCode(request, context, phone, code);
  if (!signedIn.ok)
    return data<SignInState>(
      { step: 'code', phone, codeLength: 6, resendIn: 0, error: signedIn.message },
      signedIn.status,
    );
  const { user } = signedIn;
  const headers = new Headers();
  for (const cookie of signedIn.cookies) headers.append('set-cookie', cookie);
  // A first sign-in fills in the registration form before going on.
  const next =
    user && !user.isRegistered ? `/registration/?redirect=${encodeURIComponent(target)}` : target;
  return redirect(next, { headers });
}
