import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { sendResponse } from '@remix-run/node-fetch-server';

/** An answer the page cache does not keep (private, an error, a redirect): passed on, text gzipped as it streams. */
export async function sendRendered(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (
    !response.body ||
    !/^text\/html|^text\/x-script|json/.test(type) ||
    !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  )
    return sendResponse(res, response);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-encoding'] = 'gzip';
  // The page's own Vary (User-Agent on the app download page) stays; the encoding joins it.
  headers.vary = [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
  res.writeHead(response.status, headers);
  Readable.fromWeb(response.body as WebReadableStream)
    .pipe(createGzip())
    .pipe(res);
}
