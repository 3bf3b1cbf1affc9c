import { request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BODY_MAX_BYTES } from '@dealer/contract';
import { FORM_BODY_MESSAGES, LEAD_FILE_MAX_BYTES } from '@dealer/domain';
import { answerAndClose } from './form-body.ts';

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
// What a JWT is made of; anything else in the cookie is no token (and may not even be a header).
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/** The access token of the cookie, or null when it is missing, badly encoded or not a token. */
export function cookieToken(cookie: string | undefined): string | null {
  const raw = ACCESS_COOKIE.exec(cookie ?? '')?.[1];
  if (!raw) return null;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return TOKEN.test(token) ? token : null;
}

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

/**
 * The most the proxy passes on: the API's own limit (a file upload: one file and a few fields).
 * A body past it is refused here, as it arrives: the API would refuse it too, but mid-upload, and
 * the connection it drops would reach the visitor as a 502.
 */
export function proxyBodyLimit(contentType: string | undefined): number {
  return /^multipart\/form-data\b/i.test(contentType ?? '')
    ? LEAD_FILE_MAX_BYTES + 256 * 1024
    : API_BODY_MAX_BYTES;
}

function sendTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ message: FORM_BODY_MESSAGES.tooLarge, code: 3, details: [] });
  answerAndClose(req, res, 413, 'application/json; charset=utf-8', body);
}

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
  const limit = proxyBodyLimit(req.headers['content-type']);
  if (Number(req.headers['content-length'] ?? 0) > limit) return sendTooLarge(req, res);
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
  const token = cookieToken(req.headers.cookie);
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;

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
  // A body without a length is counted as it comes; past the limit the call is dropped.
  let size = 0;
  let tooLarge = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit || tooLarge) return;
    tooLarge = true;
    req.unpipe(upstream);
    upstream.destroy();
    if (!res.headersSent) sendTooLarge(req, res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('API timeout')));
  upstream.on('error', (error) => {
    if (tooLarge) return;
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
