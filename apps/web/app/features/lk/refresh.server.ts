import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { parseCookies, readTokens } from '../../shared/auth/cookies.server.ts';
import { lkTarget } from './session.server.ts';

/**
 * /auth/refresh/: renews the token pair from the refresh cookie and goes back to the page asked
 * for. A refused refresh logs the visitor out (SPEC 4, 8): the client's logout clears the cookies
 * (the root middleware writes them) and the visitor signs in again.
 */
export async function loadRefresh(request: Request, context: Readonly<RouterContextProvider>) {
  const target = lkTarget(request);
  const { refresh } = readTokens(parseCookies(request.headers.get('cookie')));
  // The client renews on a refused access token; a call that needs the token triggers it.
  const user = refresh ? await context.get(apiContext).get('/user') : undefined;
  if (user) throw redirect(target);
  throw redirect(`/lk/auth/?redirect=${encodeURIComponent(target)}`);
}
