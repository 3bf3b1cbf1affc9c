import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import type { UserInfo } from '@dealer/contract';
import { apiContext } from '../../shared/api/context.ts';
import { redirectTarget } from '../../shared/auth/redirect-target.server.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
export { refuseCrossSite } from '../../shared/auth/same-origin.server.ts';

/** Where the visitor goes after sign-in: the request's `?redirect=` on this site, else /lk/. */
export function lkTarget(request: Request): string {
  return redirectTarget(request, '/lk/');
}

/** Where the sign-in page sends a visitor who is not (or no longer) signed in. */
export function signInHref(url: URL): string {
  return `/lk/auth/?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The signed-in customer of an lk page. The guard only sees the token cookie; a session revoked
 * elsewhere, or a refresh that failed, ends here: the client has dropped the cookies, so the
 * visitor goes to the sign-in page.
 */
export async function requireUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<UserInfo> {
  const user = await context.get(apiContext).get('/user');
  if (!user) throw redirect(signInHref(new URL(request.url)));
  return user;
}

/** A record id of the URL: a positive integer, otherwise the page does not exist. */
export function recordId(value: string | undefined, request: Request): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw notFound(new URL(request.url).pathname);
  return Number(value);
}
