import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { CITY_COOKIE, holdingFromHost, resolveCity } from '@dealer/domain';
import { loadStaticFiles, serveStatic } from './static-files.ts';
import { proxyToApi } from './api-proxy.ts';
import { PageCache, sharedMaxAge } from './page-cache.ts';
import type { CachedPage } from './page-cache.ts';
import { pickEncoding } from './encoding.ts';
import { inlineStylesheetsStream } from './inline-css.ts';
import { env } from '../app/shared/config/env.server.ts';

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const build = (await import(buildDir + 'server/index.js')) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const files = loadStaticFiles(buildDir + 'client');
const cache = new PageCache(env.pageCacheEntries);
const stylesheets = new Map([...files].filter(([url]) => url.endsWith('.css')).map(([url, file]) => [url, file.identity.toString('utf8')]));
const cssText = (href: string) => stylesheets.get(href);

/** Pages carry their stylesheets in the head (inline-css.ts); other answers pass unchanged. */
function withInlineCss(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(inlineStylesheetsStream(cssText)), { status: response.status, statusText: response.statusText, headers });
}

function holdingOf(req: IncomingMessage): number {
  return holdingFromHost(req.headers.host ?? '', env.hostMap, env.defaultHoldingId);
}

function cookieValue(req: IncomingMessage, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.headers.cookie ?? '');
  return match?.[1] ?? null;
}

/** Public HTML is the same per (holding, city, URL), whoever asks (DESIGN.md 4). */
function cacheKey(req: IncomingMessage, url: URL): string {
  const city = resolveCity({ query: url.searchParams.get('city'), cookie: cookieValue(req, CITY_COOKIE) });
  return `${holdingOf(req)}|${city}|${url.pathname}${url.search}`;
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'MISS') {
  const encoding = pickEncoding(req.headers['accept-encoding'], true, true);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  const headers: Record<string, string | number> = Object.fromEntries(page.headers);
  headers['x-page-cache'] = state;
  headers.vary = 'Accept-Encoding, Cookie';
  headers['content-length'] = body.length;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function render(req: IncomingMessage, res: ServerResponse, url: URL) {
  const request = createRequest(req, res);
  const response = withInlineCss(await handle(request));
  const ttl = req.method === 'GET' && response.status === 200 && !response.headers.has('set-cookie')
    ? sharedMaxAge(response.headers.get('cache-control'))
    : 0;
  if (ttl > 0 && response.body) {
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding');
    sendCached(req, res, cache.store(cacheKey(req, url), response.status, headers, body, ttl), 'MISS');
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.body && /^text\/html|^text\/x-script|json/.test(type) && pickEncoding(req.headers['accept-encoding'], false, true) === 'gzip') {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    headers['content-encoding'] = 'gzip';
    // The page's own Vary (User-Agent on the app download page) stays; the encoding joins it.
    headers.vary = [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', ');
    res.writeHead(response.status, headers);
    Readable.fromWeb(response.body as WebReadableStream).pipe(createGzip()).pipe(res);
    return;
  }
  await sendResponse(res, response);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/api/v1/')) return proxyToApi({ apiUrl: new URL(env.apiUrl), timeoutMs: env.apiTimeoutMs, holdingOf }, req, res, url);
    if (serveStatic(files, req, res, url.pathname)) return;
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hit = cache.get(cacheKey(req, url));
      if (hit) return sendCached(req, res, hit, 'HIT');
    }
    await render(req, res, url);
  } catch (error) {
    console.error('Request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Произошла непредвиденная ошибка');
  }
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 30_000;

server.listen(env.port, env.host, () => {
  console.log(`web: http://localhost:${env.port} (holding 1) and http://h2.localhost:${env.port} (holding 2)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
