import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import { CITY_COOKIE, holdingFromHost, resolveCity } from '@dealer/domain';
import { loadStaticFiles, serveStatic } from './static-files.ts';
import { proxyToApi } from './api-proxy.ts';
import { PageCache } from './page-cache.ts';
import { createPageServer } from './pages.ts';
import { apiProbe } from './api-health.ts';
import { createPageKey } from './page-key.ts';
import { inlineStylesheetsStream } from './inline-css.ts';
import { env } from '../app/shared/config/env.server.ts';

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const build = (await import(buildDir + 'server/index.js')) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const files = loadStaticFiles(buildDir + 'client');
const stylesheets = new Map(
  [...files]
    .filter(([url]) => url.endsWith('.css'))
    .map(([url, file]) => [url, file.body.identity.toString('utf8')]),
);
const cssText = (href: string) => stylesheets.get(href);

/** Pages carry their stylesheets in the head (inline-css.ts); other answers pass unchanged. */
function withInlineCss(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(inlineStylesheetsStream(cssText)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
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
  return resolveCity({
    query: url.searchParams.get('city'),
    cookie: cookieValue(req, CITY_COOKIE),
  });
}

const servePage = createPageServer({
  render: async (request) => withInlineCss(await handle(request)),
  cache: new PageCache(env.pageCacheEntries),
  keyOf: createPageKey({ holdingOf, cityOf }),
  cityOf,
  apiUp: apiProbe(env.apiUrl, env.apiTimeoutMs),
});

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/api/v1/'))
      return proxyToApi(
        { apiUrl: new URL(env.apiUrl), timeoutMs: env.apiTimeoutMs, holdingOf },
        req,
        res,
        url,
      );
    if (serveStatic(files, req, res, url.pathname)) return;
    await servePage(req, res, url);
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
  console.log(
    `web: http://localhost:${env.port} (holding 1) and http://h2.localhost:${env.port} (holding 2)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
