import { Readable } from 'node:stream';
import { redirect, type RouterContextProvider } from 'react-router';
import { request as send } from 'undici';
import { parseCookies, tokenOf } from '../../shared/auth/cookies.server.ts';
import { env } from '../../shared/config/env.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { visitorOfRequest } from '../../shared/site/request.server.ts';
import { clearStaffCookie, STAFF_COOKIE } from './staff-session.server.ts';

const PASSED_ON = ['content-type', 'content-length', 'content-disposition'] as const;

/**
 * /reports/{lead}/files/{file}/: a file the visitor attached, streamed from the API as a download
 * for the staff member the API lets read that lead (decision 0047); anyone else gets its 403/404.
 */
export async function loadLeadFile(
  request: Request,
  context: Readonly<RouterContextProvider>,
  report: string,
  fileId: string,
) {
  const url = new URL(request.url);
  const token = tokenOf(parseCookies(request.headers.get('cookie')).get(STAFF_COOKIE));
  const signIn = () =>
    redirect(`/reports/auth/?redirect=${encodeURIComponent(url.pathname)}`, {
      headers: { 'set-cookie': clearStaffCookie(request) },
    });
  if (!token) throw signIn();
  const { holdingId } = context.get(siteContext);
  const visitor = visitorOfRequest(request);
  const answer = await send(
    `${env.apiUrl}/v1/reports/leads/${report}/files/${fileId}?holdingId=${holdingId}`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        ...(visitor.address ? { 'x-forwarded-for': visitor.address } : {}),
      },
      signal: AbortSignal.timeout(env.apiTimeoutMs * 10),
    },
  );
  if (answer.statusCode === 401 || answer.statusCode === 422) {
    await answer.body.dump();
    throw signIn();
  }
  if (answer.statusCode !== 200) {
    await answer.body.dump();
    const status = answer.statusCode === 403 ? 403 : answer.statusCode === 404 ? 404 : 502;
    const text =
      status === 502
        ? 'Сервис временно недоступен'
        : status === 403
          ? 'Недостаточно прав'
          : 'Файл не найден';
    return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const headers = new Headers({
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  for (const name of PASSED_ON) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, { headers });
}
