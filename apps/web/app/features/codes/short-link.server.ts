import { data, redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { isLocalPath } from '../../shared/navigation/redirects.server.ts';

const notFound = (url: URL) =>
  data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });

/**
 * SPEC 2.3 /sl/{code}: to the page the short link names. Only a path of this site is followed: a
 * stored target that is anything else (another host, a scheme) is refused as missing, never
 * redirected to, so a short link can never send a visitor to another site.
 */
export async function followShortLink(
  context: Readonly<RouterContextProvider>,
  code: string,
  url: URL,
): Promise<never> {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(code)) throw notFound(url);
  const link = await context.get(apiContext).get('/codes/sl/:code', { params: { code } });
  if (!link) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  if (!isLocalPath(link.targetUrl)) {
    console.error('Short link with a target outside the site refused', code, link.targetUrl);
    throw notFound(url);
  }
  throw redirect(link.targetUrl, { status: 302, headers: { 'cache-control': 'no-store' } });
}

/** /ic/{code}: a printed code opens the vehicle (or item) it names, when that page exists. */
export async function followItemCode(
  context: Readonly<RouterContextProvider>,
  code: string,
  url: URL,
  isBuilt: (path: string) => boolean,
): Promise<never> {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(code)) throw notFound(url);
  const item = await context.get(apiContext).get('/codes/ic/:code', { params: { code } });
  if (!item) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  if (!isLocalPath(item.targetUrl) || !isBuilt(item.targetUrl)) throw notFound(url);
  throw redirect(item.targetUrl, { status: 302 });
}
