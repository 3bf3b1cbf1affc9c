import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { ERROR_PAGE_TITLE, FORM_BODY_MESSAGES } from '@dealer/domain';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import type { RouterContext, ServerBuild } from 'react-router';
import { CITY_COOKIE, DEFAULT_HOST_MAP, holdingFromHost, resolveCity } from '@dealer/domain';
import { loadStaticFiles, serveStatic } from './static-files.ts';
import { proxyToApi } from './api-proxy.ts';
import { PageCache } from './page-cache.ts';
import { createPageServer } from './pages.ts';
import { stockWatch } from './stock-watch.ts';
import { apiProbe } from './api-health.ts';
import { createPageKey } from './page-key.ts';
import { inlineStylesheetsStream } from './inline-css.ts';
import { env } from '../app/shared/config/env.server.ts';
import { collapsedTarget, hostName, refusal } from './request-guard.ts';
import { createVisitorReader } from './visitor.ts';
import { pageCsp, RESOURCE_CSP } from './csp.ts';
import { createDataRoutesCheck, reloadDocument } from './data-routes.ts';
import { formBodyOf, pagePathOf, requestWithBody, sendRefusal } from './form-body.ts';
// Which pages' forms carry a file (a plain module of the service feature, read at start-up).
import { takesFile } from '../app/features/service/service-forms.ts';
import { mayPostFeed, takesFeed } from '../app/features/reports/import-path.ts';

const buildDir = fileURLToPath(new URL('../build/', import.meta.url));
const build = (await import(buildDir + 'server/index.js')) as ServerBuild;
const handle = createRequestHandler(build, 'production');
// The build's own copy of the nonce context: the app reads the nonce through that very object.
function exportedNonceContext(): RouterContext<string> {
  const context = (build.entry.module as { nonceContext?: RouterContext<string> }).nonceContext;
  if (!context) throw new Error('The server build does not export nonceContext (entry.server.tsx)');
  return context;
}
const nonceContext = exportedNonceContext();
const files = loadStaticFiles(buildDir + 'client');
const stylesheets = new Map(
  [...files]
    .filter(([url]) => url.endsWith('.css'))
    .map(([url, file]) => [url, file.body.identity.toString('utf8')]),
);
const cssText = (href: string) => stylesheets.get(href);

const analytics = [
  ...(env.gtmId ? [env.gtmScriptUrl] : []),
  ...(env.ymCounters[1] || env.ymCounters[2] ? [env.ymScriptUrl] : []),
];

/**
 * Pages carry their stylesheets in the head (inline-css.ts) and the CSP of their nonce, which the
 * page cache keeps with them; other answers pass unchanged.
 */
function withPageHeaders(request: Request, response: Response, nonce: string): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // An error page that no step gave a policy (a 404 of a guard or of the navigation chain, thrown
  // before the page's own headers are set): never kept by a browser or a shared cache.
  if (response.status >= 400 && !headers.has('cache-control'))
    headers.set('cache-control', 'private, no-store');
  const framed = new URL(request.url).pathname.startsWith('/iframe/');
  headers.set(
    'content-security-policy',
    pageCsp(nonce, framed, {
      analytics,
      iframeAncestors: env.iframeAncestors,
      maps: env.mapsScriptUrl,
    }),
  );
  return new Response(response.body.pipeThrough(inlineStylesheetsStream(cssText, nonce)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function holdingOf(req: IncomingMessage): 1 | 2 {
  return holdingFromHost(req.headers.host ?? '', env.hostMap, env.defaultHoldingId);
}

/** A host the site serves: mapped in WEB_HOST_MAP, or a production name of a holding. */
function servedHost(name: string): boolean {
  const bare = name.replace(/\.$/, '');
  return Object.hasOwn(env.hostMap, bare) || Object.hasOwn(DEFAULT_HOST_MAP, bare);
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

const misroutedData = createDataRoutesCheck(build.routes);

/** React Router's answer, rendered with a fresh CSP nonce. */
async function render(request: Request): Promise<Response> {
  // Data asked for routes the page does not have (data-routes.ts): the page loads as a document.
  const page = misroutedData(request.method, new URL(request.url));
  if (page !== null) return reloadDocument(page);
  const nonce = randomBytes(16).toString('base64');
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  return withPageHeaders(request, await handle(request, context), nonce);
}

const pageCache = new PageCache(env.pageCacheEntries);
// An import or a sale moves the stock: kept listing and card pages are rendered again (issue 32).
const watchStock = stockWatch(env.apiUrl, env.apiTimeoutMs, () => pageCache.expireAll());

const servePage = createPageServer({
  render,
  cache: pageCache,
  keyOf: createPageKey({ holdingOf, cityOf }),
  cityOf,
  apiUp: apiProbe(env.apiUrl, env.apiTimeoutMs),
});

const visitorOf = createVisitorReader(env.trustProxy);

const server = createServer(async (req, res) => {
  try {
    const target = req.url ?? '/';
    const refused = refusal(req.method, target, req.headers.host);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('content-security-policy', RESOURCE_CSP);
    if (refused) {
      res.writeHead(refused.status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        ...refused.headers,
      });
      return void res.end(refused.message);
    }
    const visitor = visitorOf(req, env.publicUrls[holdingOf(req)].startsWith('https:'));
    if (visitor.https)
      res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // «//evil.example/x» must not become a Location a browser reads as another host.
    const collapsed = collapsedTarget(target);
    if (collapsed !== null) {
      res.writeHead(301, { location: collapsed, 'cache-control': 'no-store' });
      return void res.end();
    }
    const url = new URL(target, 'http://local');
    if (url.pathname.startsWith('/api/v1/'))
      return proxyToApi(
        { apiUrl: new URL(env.apiUrl), timeoutMs: env.apiTimeoutMs, holdingOf },
        req,
        res,
        url,
      );
    if (serveStatic(files, req, res, url.pathname)) return;
    // The stock feeds page passes its feed on unread: a stranger's post is refused before reading.
    if (
      req.method === 'POST' &&
      takesFeed(pagePathOf(url.pathname)) &&
      !mayPostFeed(req.headers.cookie)
    )
      return sendRefusal(req, res, { status: 403, message: FORM_BODY_MESSAGES.staffOnly });
    // An action's body is a form within its limit before React Router sees it (form-body.ts).
    const form = await formBodyOf(req, url.pathname, (path) => takesFile(path) || takesFeed(path));
    if (form.kind === 'refused') return sendRefusal(req, res, form);
    if (form.kind === 'gone') return void res.destroy();
    const body = form.kind === 'read' ? form.body : undefined;
    // A host the site does not serve gets its page rendered, never from or into the shared cache.
    if (!servedHost(hostName(req.headers.host) ?? ''))
      return await sendResponse(
        res,
        await render(body ? requestWithBody(req, res, body) : createRequest(req, res)),
      );
    watchStock();
    await servePage(req, res, url, body);
  } catch (error) {
    console.error('Request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(ERROR_PAGE_TITLE);
  }
});
// Node hands CONNECT to this event, not to the handler above; the site is no tunnel.
server.on('connect', (_req, socket) => {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
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
