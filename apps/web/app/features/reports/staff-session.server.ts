import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { createApiClient } from '../../shared/api/client.server.ts';
import { parseCookies, tokenOf } from '../../shared/auth/cookies.server.ts';
import { redirectTarget } from '../../shared/auth/redirect-target.server.ts';
import { env } from '../../shared/config/env.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { visitorOfRequest } from '../../shared/site/request.server.ts';
import { STAFF_COOKIE } from './import-path.ts';

// The cookie's name lives with the feed page's path: the web server reads it before any body.
export { STAFF_COOKIE } from './import-path.ts';

function cookie(value: string, maxAge: number, secure: boolean): string {
  const flags = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure) flags.push('Secure');
  return `${STAFF_COOKIE}=${encodeURIComponent(value)}; ${flags.join('; ')}`;
}

export function staffCookie(token: string, expiresIn: number, request: Request): string {
  return cookie(token, expiresIn, visitorOfRequest(request).https);
}

export function clearStaffCookie(request: Request): string {
  return cookie('', 0, visitorOfRequest(request).https);
}

const STAFF_PAGES = /^\/(reports|slgen)(\/|$)/i;

/** Where staff go after sign-in: the request's `?redirect=` if a staff page (the desk, /slgen), else the desk. */
export function deskTarget(request: Request): string {
  return redirectTarget(request, '/reports/', STAFF_PAGES);
}

/** The API as the signed-in staff member (their token, no refresh: staff sign in again). */
export function staffApi(request: Request, context: Readonly<RouterContextProvider>) {
  const token = tokenOf(parseCookies(request.headers.get('cookie')).get(STAFF_COOKIE));
  const visitor = visitorOfRequest(request);
  return createApiClient({
    baseUrl: env.apiUrl,
    holdingId: context.get(siteContext).holdingId,
    timeoutMs: env.apiTimeoutMs,
    tokens: { access: token },
    forwardedFor: visitor.address,
    userAgent: visitor.userAgent,
  });
}

export type StaffApi = ReturnType<typeof staffApi>;

/** The signed-in staff member, or the sign-in page (an expired or ended session drops the cookie). */
export async function requireStaff(request: Request, api: StaffApi) {
  const me = await api.get('/reports/me');
  if (me) return me;
  const url = new URL(request.url);
  throw redirect(`/reports/auth/?redirect=${encodeURIComponent(url.pathname + url.search)}`, {
    headers: { 'set-cookie': clearStaffCookie(request) },
  });
}
