import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { MESSAGES } from '@dealer/domain';
import { SERVICE_UNAVAILABLE, refusalOf } from '../../shared/api/api-error.ts';
import { parseCookies } from '../../shared/auth/cookies.server.ts';
import { refuseCrossSite } from '../../shared/auth/same-origin.server.ts';
import {
  STAFF_COOKIE,
  clearStaffCookie,
  deskTarget,
  staffApi,
  staffCookie,
} from './staff-session.server.ts';
import type { StaffSignInState } from './types.ts';

/** Staff already signed in go straight to the desk. */
export function loadStaffSignIn(request: Request) {
  if (parseCookies(request.headers.get('cookie')).get(STAFF_COOKIE))
    throw redirect(deskTarget(request));
  return null;
}

/** intent=logout ends the staff session; otherwise login and password open the desk. */
export async function staffSignInAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  refuseCrossSite(request);
  const form = await request.formData();
  const api = staffApi(request, context);
  if (form.get('intent') === 'logout') {
    await api.post('/reports/auth/logout');
    throw redirect('/reports/auth/', { headers: { 'set-cookie': clearStaffCookie(request) } });
  }
  const login = String(form.get('login') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!login || !password)
    return data<StaffSignInState>(
      { login, error: MESSAGES.required, field: !login ? 'login' : 'password' },
      400,
    );
  const answer = await api.post('/reports/auth/login', { body: { login, password } });
  if (answer.status !== 200 || !answer.body || !('token' in answer.body)) {
    const { message } = refusalOf(answer.body);
    const client = answer.status >= 400 && answer.status < 500;
    return data<StaffSignInState>(
      { login, error: client && message !== null ? message : SERVICE_UNAVAILABLE },
      client ? answer.status : 502,
    );
  }
  const target = deskTarget(request);
  throw redirect(target, {
    headers: { 'set-cookie': staffCookie(answer.body.token, answer.body.expiresIn, request) },
  });
}
