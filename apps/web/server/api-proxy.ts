import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

const FORWARDED_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  'authorization',
  // Set by the server from the visitor itself (visitor.ts): what a client sent is already gone.
  'x-forwarded-for',
  'x-forwarded-proto',
];
const ACCESS_COOKIE = /(?:^|;\s*)token=([^;]+)/;

// Hop-by-hop headers, and the security headers the web server sets for its own origin (the API's
// helmet writes its own, which would otherwise replace them on every /api/v1 answer).
const DROPPED_ANSWER_HEADERS = new Set([
  'connection',
  'transfer-encoding',
  'referrer-policy',
  'content-security-policy',
  'x-content-type-options',
  'strict-transport-security',
]);

export interface ProxyOptions {
  apiUrl: URL;
  timeoutMs: number;
  holdingOf: (req: IncomingMessage) => number;
}

/**
 * The browser calls /api/v1/* on the site's own origin; this forwards to the API's /v1/*, adds the
 * Bearer token from the httpOnly cookie and the visitor's address (one origin: no CORS, DESIGN.md 1).
 */
export function proxyToApi(
  options: ProxyOptions,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const target = new URL(options.apiUrl);
  target.pathname = url.pathname.replace(/^\/api\/v1/, '/v1');
  target.search = url.search;
  if (!target.searchParams.has('holdingId'))
    target.searchParams.set('holdingId', String(options.holdingOf(req)));

  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const token = ACCESS_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (token && !headers.authorization)
    headers.authorization = `Bearer ${decodeURIComponent(token)}`;

  const upstream = httpRequest(
    target,
    { method: req.method, headers, timeout: options.timeoutMs },
    (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !DROPPED_ANSWER_HEADERS.has(name)) out[name] = value;
      }
      if (!out['cache-control']) out['cache-control'] = 'private, no-store';
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('API timeout')));
  upstream.on('error', (error) => {
    console.error('API proxy error', error.message);
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify({ message: 'Сервис временно недоступен', code: 12, details: null }));
  });
  req.pipe(upstream);
}
