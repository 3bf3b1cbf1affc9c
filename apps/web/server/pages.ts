import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { CITY_COOKIE } from '@dealer/domain';
import { sharedPolicy } from './page-cache.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { pickEncoding } from './encoding.ts';

export interface PageServerOptions {
  /** React Router's request handler (with the page's stylesheets written into its head). */
  render: (request: Request) => Promise<Response>;
  cache: PageCache;
  /** Public HTML is the same per (holding, city, URL), whoever asks (DESIGN.md 4). */
  keyOf: (req: IncomingMessage, url: URL) => string;
  cityOf: (req: IncomingMessage, url: URL) => string;
}

/** Pages: from the page cache when it holds them (fresh, or stale while one render refreshes), else rendered. */
export function createPageServer({ render, cache, keyOf, cityOf }: PageServerOptions) {
  function sendCached(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    state: 'HIT' | 'STALE' | 'MISS',
  ) {
    const encoding = pickEncoding(req.headers['accept-encoding'], true, true);
    const body = page[encoding];
    res.writeHead(page.status, {
      ...page.head[encoding],
      'content-length': String(body.length),
      'x-page-cache': state,
      vary: 'Accept-Encoding, Cookie',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Renders a page; a public one (shared Cache-Control, no cookie set) is kept and returned from the cache. */
  async function renderPage(request: Request, key: string): Promise<Response | CachedPage> {
    const response = await render(request);
    const policy =
      request.method === 'GET' && response.status === 200 && !response.headers.has('set-cookie')
        ? sharedPolicy(response.headers.get('cache-control'))
        : null;
    if (!policy || !response.body) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(
      ([name]) => name !== 'content-length' && name !== 'content-encoding',
    );
    return cache.store(key, response.status, headers, body, policy);
  }

  /**
   * A stale page is rendered again in the background, as an anonymous visitor of its holding and city
   * would ask for it (the cache holds only what is the same for all of them).
   */
  function refresh(req: IncomingMessage, url: URL, key: string) {
    const host = req.headers.host ?? 'localhost';
    const request = new Request(`http://${host}${url.pathname}${url.search}`, {
      headers: { host, cookie: `${CITY_COOKIE}=${cityOf(req, url)}` },
    });
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

  async function renderAndSend(req: IncomingMessage, res: ServerResponse, key: string) {
    const out = await renderPage(createRequest(req, res), key);
    if (!(out instanceof Response)) {
      sendCached(req, res, out, 'MISS');
      return;
    }
    const response = out;
    const type = response.headers.get('content-type') ?? '';
    if (
      response.body &&
      /^text\/html|^text\/x-script|json/.test(type) &&
      pickEncoding(req.headers['accept-encoding'], false, true) === 'gzip'
    ) {
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
      return;
    }
    await sendResponse(res, response);
  }

  return async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const key = keyOf(req, url);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hit = cache.get(key);
      if (hit) {
        sendCached(req, res, hit.page, hit.fresh ? 'HIT' : 'STALE');
        if (!hit.fresh && cache.claimRefresh(key)) refresh(req, url, key);
        return;
      }
    }
    await renderAndSend(req, res, key);
  };
}
