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
import { PageCache, sharedPolicy } from './page-cache.ts';
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

const cookiePatterns = new Map<string, RegExp>();
function cookieValue(req: IncomingMessage, name: string): string | null {
  let pattern = cookiePatterns.get(name);
  if (!pattern) cookiePatterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`)));
  return pattern.exec(req.headers.cookie ?? '')?.[1] ?? null;
}

function cityOf(req: IncomingMessage, url: URL): string {
  return resolveCity({ query: url.searchParams.get('city'), cookie: cookieValue(req, CITY_COOKIE) });
}

/** Public HTML is the same per (holding, city, URL), whoever asks (DESIGN.md 4). */
function cacheKey(req: IncomingMessage, url: URL): string {
  return `${holdingOf(req)}|${cityOf(req, url)}|${url.pathname}${url.search}`;
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'STALE' | 'MISS') {
  const encoding = pickEncoding(req.headers['accept-encoding'], true, true);
  const body = page[encoding];
  res.writeHead(page.status, { ...page.head[encoding], 'content-length': String(body.length), 'x-page-cache': state, vary: 'Accept-Encoding, Cookie' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Renders a page; a public one (shared Cache-Control, no cookie set) is kept and returned from the cache. */
async function renderPage(request: Request, key: string): Promise<Response | CachedPage> {
  const response = withInlineCss(await handle(request));
  const policy = request.method === 'GET' && response.status === 200 && !response.headers.has('set-cookie')
    ? sharedPolicy(response.headers.get('cache-control'))
    : null;
  if (!policy || !response.body) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding');
  return cache.store(key, response.status, headers, body, policy);
}

/**
 * A stale page is rendered again in the background, as an anonymous visitor of its holding and city
 * would ask for it (the cache holds only what is the same for all of them).
 */
function refresh(req: IncomingMessage, url: URL, key: string) {
  const host = req.headers.host ?? 'localhost';
  const request = new Request(`http://${host}${url.pathname}${url.search}`, { headers: { host, cookie: `${CITY_COOKIE}=${cityOf(req, url)}` } });
  renderPage(request, key)
    .then(async (out) => {
      // No longer a public page (sold, moved, failed): the next visitor gets it rendered for them.
      if (out instanceof Response) {
        cache.drop(key);
        await out.body?.cancel();
      }
    })
    .catch((error: unknown) => {
      cache.drop(key);
      console.error('Background render failed', url.pathname, error);
    });
}

async function render(req: IncomingMessage, res: ServerResponse, url: URL) {
  const out = await renderPage(createRequest(req, res), cacheKey(req, url));
  if (!(out instanceof Response)) {
    sendCached(req, res, out, 'MISS');
    return;
  }
  const response = out;
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
      const key = cacheKey(req, url);
      const hit = cache.get(key);
      if (hit) {
        sendCached(req, res, hit.page, hit.fresh ? 'HIT' : 'STALE');
        if (!hit.fresh && cache.claimRefresh(key)) refresh(req, url, key);
        return;
      }
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
