import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequest } from '@remix-run/node-fetch-server';
import { pickEncoding } from '@dealer/cache';
import { CITY_COOKIE } from '@dealer/domain';
import { sharedPolicy } from './page-cache.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { forEveryVisitor } from './csp.ts';
import { requestWithBody, type Bytes } from './form-body.ts';
import { sendRendered } from './send-rendered.ts';
import { sendUnavailable } from './unavailable.ts';

export interface PageServerOptions {
  /** React Router's request handler (with the page's stylesheets written into its head). */
  render: (request: Request) => Promise<Response>;
  cache: PageCache;
  /** Public HTML is the same for every request of one key (DESIGN.md 4). */
  keyOf: (req: IncomingMessage, url: URL) => string;
  cityOf: (req: IncomingMessage, url: URL) => string;
  /** Whether the API answers: asked only when a render failed in a way an outage would explain. */
  apiUp: () => Promise<boolean>;
}

/** A render: kept in the cache, an answer to pass on, or an exception. */
type Outcome = { page: CachedPage } | { response: Response } | { error: unknown };

const cancel = async (outcome: Outcome) => {
  if ('response' in outcome) await outcome.response.body?.cancel();
};

type CacheState = 'HIT' | 'STALE' | 'MISS' | 'STALE-IF-ERROR';

/**
 * Pages: from the page cache when it holds them (fresh; stale while one render refreshes; expired
 * while rendering fails), else rendered; with the API down and nothing cached, a 503 page.
 */
export function createPageServer({ render, cache, keyOf, cityOf, apiUp }: PageServerOptions) {
  function sendCached(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    state: CacheState,
  ) {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // A missing copy is made once, at a quick level, here (cheaper than on zlib's thread pool).
    const body = page.body.get(encoding);
    res.writeHead(page.status, {
      ...page.headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(body.length),
      'x-page-cache': state,
      vary: 'Accept-Encoding, Cookie',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Renders a page; a public one (shared Cache-Control, no cookie set) is kept in the cache. */
  async function attempt(request: Request, key: string): Promise<Outcome> {
    try {
      const begun = cache.renderBegins();
      const response = await render(request);
      const policy =
        request.method === 'GET' && response.status === 200 && !response.headers.has('set-cookie')
          ? sharedPolicy(response.headers.get('cache-control'))
          : null;
      // A page rendered while the API is down may lack its data: never kept.
      if (!policy || !response.body || !(await apiUp())) return { response };
      // The same bytes go to every visitor: the page's CSP allows its inline code by hash, not nonce.
      const { html, policy: csp } = forEveryVisitor(
        Buffer.from(await response.arrayBuffer()),
        response.headers.get('content-security-policy'),
      );
      const headers = [...response.headers]
        .filter(([name]) => name !== 'content-length' && name !== 'content-encoding')
        .map(([name, value]): [string, string] =>
          name === 'content-security-policy' && csp !== null ? [name, csp] : [name, value],
        );
      return { page: cache.store(key, response.status, headers, html, policy, Date.now(), begun) };
    } catch (error) {
      return { error };
    }
  }

  /** A failed render: an exception or a 5xx, or a page (found or not) rendered while the API is down. */
  async function failed(outcome: Outcome): Promise<boolean> {
    if ('error' in outcome) return true;
    if (!('response' in outcome)) return false;
    const { status } = outcome.response;
    if (status >= 500) return true;
    return (status === 200 || status === 404 || status === 410) && !(await apiUp());
  }

  /**
   * A stale page is rendered again in the background, as an anonymous visitor of its holding and city
   * would ask for it (the cache holds only what is the same for all of them).
   */
  function refresh(req: IncomingMessage, url: URL, key: string) {
    const host = req.headers.host ?? 'localhost';
    const request = new Request(`http://${host}${url.pathname}${url.search}`, {
      headers: {
        host,
        cookie: `${CITY_COOKIE}=${cityOf(req, url)}`,
        'user-agent': req.headers['user-agent'] ?? '',
      },
    });
    void attempt(request, key)
      .then(async (outcome) => {
        if ('page' in outcome) return;
        if ('error' in outcome)
          console.error('Background render failed', url.pathname, outcome.error);
        // Failing (the API down): the stale page stays, and a later visitor tries again.
        if (await failed(outcome)) cache.release(key);
        // No longer a public page (sold, moved): the next visitor gets it rendered for them.
        else cache.drop(key);
        await cancel(outcome);
      })
      .catch((error: unknown) => {
        cache.release(key);
        console.error('Background render failed', url.pathname, error);
      });
  }

  async function renderAndSend(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    expired: CachedPage | undefined,
    body: Bytes | undefined,
  ) {
    const request = body ? requestWithBody(req, res, body) : createRequest(req, res);
    const outcome = await attempt(request, key);
    if ('page' in outcome) return sendCached(req, res, outcome.page, 'MISS');
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if ('response' in outcome && (!reading || !(await failed(outcome))))
      return sendRendered(req, res, outcome.response);
    if (expired) {
      await cancel(outcome);
      return sendCached(req, res, expired, 'STALE-IF-ERROR');
    }
    // Nothing to fall back on: the site's own error stays while the API answers (a bug to see) and
    // when it is the site's 503 page already; an outage otherwise gets the 503 page of its own.
    const up = await apiUp();
    if ('error' in outcome) {
      if (up) throw outcome.error;
      console.error('Render failed with the API down', req.url, outcome.error);
    } else if (up || outcome.response.status === 503) {
      return sendRendered(req, res, outcome.response);
    }
    await cancel(outcome);
    sendUnavailable(res, req.method === 'HEAD');
  }

  /** `body`: the form the server read already (form-body.ts), else the request's own stream. */
  return async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body?: Bytes,
  ): Promise<void> {
    const key = keyOf(req, url);
    const hit = req.method === 'GET' || req.method === 'HEAD' ? cache.get(key) : undefined;
    if (hit && hit.state !== 'expired') {
      sendCached(req, res, hit.page, hit.state === 'fresh' ? 'HIT' : 'STALE');
      if (hit.state === 'stale' && cache.claimRefresh(key)) refresh(req, url, key);
      return;
    }
    await renderAndSend(req, res, key, hit?.page, body);
  };
}
