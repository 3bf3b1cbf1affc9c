import { data } from 'react-router';
import { request } from 'undici';
import type { CallArgs, EndpointAt, PathOf, ResponseOf } from '@dealer/contract/endpoints';
import { HTTP_RETRY_COUNT, HTTP_RETRY_STATUSES } from '@dealer/domain';
import type { HoldingId } from '@dealer/domain';
import type { Tokens } from '../auth/cookies.server.ts';
import { endpointUrl } from './url.ts';

export interface ApiClientOptions {
  baseUrl: string;
  holdingId: HoldingId;
  timeoutMs: number;
  tokens: Tokens;
  /** The visitor's address, so the API's limits count per visitor, not per web server. */
  forwardedFor?: string | null;
  /**
   * The visitor's User-Agent: the API keeps it with a consent, a review and a sign-in, which must
   * name the visitor's browser, not the web server's own client («node», «undici»).
   */
  userAgent?: string | null;
  /** Called with new tokens after a refresh, or null when the visitor must be logged out. */
  onTokens?: (tokens: { token: string; refreshToken: string } | null) => void;
  log?: (message: string, detail?: unknown) => void;
}

export interface RequestOptions {
  /** Most calls carry ?holdingId (SPEC 7); a few opt out. */
  holdingId?: boolean;
  signal?: AbortSignal;
  /** A secondary block the page can do without: an error answer yields undefined, not an error page. */
  optional?: boolean;
  /**
   * A posted multipart form passed on as it arrives (a stock feed of up to 200 MB), never read
   * whole here; with its own time limit, as the API works while the bytes come in.
   */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string; timeoutMs: number };
}

/** A call's input as the client reads it, whatever the endpoint. */
interface Input extends RequestOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

export interface ServerError {
  message: string;
  code: number;
  details: unknown;
}

export function isServerError(body: unknown): body is ServerError {
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    'code' in body &&
    'details' in body
  );
}

/** Whether a call threw the not-found page this client makes of the API's codes 3 and 5. */
export function isApiNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: unknown }).type === 'DataWithResponseInit' &&
    (error as { init?: ResponseInit | null }).init?.status === 404
  );
}

/**
 * The one way the web server talks to the API (STYLE.md 3), with the rules of SPEC 8:
 * refresh on 401/422, one retry on 401/422/504, codes 3 and 5 become a 404 page,
 * 12 and 13 a 500 page, and any other failure is logged and yields undefined.
 */
export function createApiClient(options: ApiClientOptions) {
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  let tokens: Tokens = { ...options.tokens };
  // Uncompressed: the API is a neighbour on the server's network. Asked for gzip and brotli (as
  // fetch does by itself), it sends the answers it keeps compressed for browsers, and inflating
  // them cost the web server about twice the CPU of the call itself (0.37 against 0.17 ms here).
  const common: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'identity',
    ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
  };

  function url(path: string, opts: Input): string {
    const target = new URL(options.baseUrl + '/v1' + endpointUrl(path, opts.params, opts.query));
    if (opts.holdingId !== false) target.searchParams.set('holdingId', String(options.holdingId));
    return target.toString();
  }

  /**
   * A GET, through undici's `request` rather than `fetch`: a page makes several, and fetch's
   * Request, Response and web streams cost the web process about twice the CPU (decision 0043).
   * The answer's body is read or dropped by the caller (`json` or `drop`), so its connection is
   * free for the next call.
   */
  async function read(path: string, opts: Input, bearer?: string) {
    const headers: Record<string, string> = { ...common };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const signal = opts.signal
      ? AbortSignal.any([opts.signal, AbortSignal.timeout(options.timeoutMs)])
      : AbortSignal.timeout(options.timeoutMs);
    const { statusCode, body } = await request(url(path, opts), { headers, signal });
    return {
      status: statusCode,
      ok: statusCode >= 200 && statusCode < 300,
      json: () => body.json(),
      drop: () => body.dump().catch(() => undefined),
    };
  }

  async function refresh(): Promise<boolean> {
    try {
      const res = await read('/auth/refresh', {}, tokens.refresh);
      const body = (await res.json()) as { token?: string; refreshToken?: string };
      if (res.ok && body.token && body.refreshToken) {
        tokens = { access: body.token, refresh: body.refreshToken };
        options.onTokens?.({ token: body.token, refreshToken: body.refreshToken });
        return true;
      }
      log('Token refresh failed', res.status);
    } catch (error) {
      log('Token refresh failed', error);
    }
    logout();
    return false;
  }

  function logout() {
    tokens = {};
    options.onTokens?.(null);
  }

  /** GET an endpoint: its answer, or undefined when the call failed in a way the page survives. */
  async function get<P extends PathOf<'GET'>>(
    path: P,
    ...[input]: CallArgs<EndpointAt<'GET', P>, RequestOptions>
  ): Promise<ResponseOf<EndpointAt<'GET', P>> | undefined> {
    // One reading of any endpoint's input; the signature above holds each call to its own.
    const opts = (input ?? {}) as Input;
    let retries = 0;
    for (;;) {
      let res: Awaited<ReturnType<typeof read>>;
      try {
        res = await read(path, opts, tokens.access);
      } catch (error) {
        log(`API GET ${path} failed`, error);
        return undefined;
      }
      const status = res.status;
      if (HTTP_RETRY_STATUSES.includes(status) && retries < HTTP_RETRY_COUNT) {
        retries += 1;
        await res.drop();
        if (status === 401 || status === 422) {
          // With a refresh token, renew and retry; without one, log out and retry anonymously.
          if (tokens.refresh && path !== '/auth/refresh') {
            if (!(await refresh())) return undefined;
          } else {
            logout();
          }
        }
        continue;
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch (error) {
        log(`API GET ${path} answered ${status} without JSON`, error);
        return undefined;
      }
      if (isServerError(body)) {
        if (opts.optional) {
          log(`API GET ${path} (optional) error ${body.code}`, body.message);
          return undefined;
        }
        if (body.code === 3 || body.code === 5)
          throw data({ message: body.message }, { status: 404, statusText: body.message });
        if (body.code === 12 || body.code === 13)
          throw data({ message: body.message }, { status: 500 });
        log(`API GET ${path} error ${body.code}`, body.message);
        return undefined;
      }
      if (!res.ok) {
        if (status === 401 || status === 422) logout();
        log(`API GET ${path} answered ${status}`);
        return undefined;
      }
      // The API validated this answer against the endpoint's response schema before sending it.
      return body as ResponseOf<EndpointAt<'GET', P>>;
    }
  }

  type Written<M extends 'GET' | 'POST' | 'PATCH' | 'DELETE', P extends PathOf<M>> = {
    status: number;
    body: ResponseOf<EndpointAt<M, P>> | ServerError | undefined;
  };

  /**
   * A change whose whole answer (status and JSON body) the caller reads: the login calls and form
   * submits, where a 4xx carries the visitor's message. A network failure gives status 0. An
   * expired or refused access token is renewed once with the refresh token, as for a read.
   */
  async function write(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, opts: Input) {
    const withBody = method === 'POST' || method === 'PATCH';
    let refreshed = false;
    for (;;) {
      const headers: Record<string, string> = { ...common };
      // A file upload goes as the multipart form it is; fetch sets its boundary.
      const form = opts.body instanceof FormData ? opts.body : undefined;
      const { stream } = opts;
      if (stream) headers['content-type'] = stream.contentType;
      else if (withBody && !form) headers['content-type'] = 'application/json';
      if (tokens.access) headers.authorization = `Bearer ${tokens.access}`;
      try {
        const res = await fetch(url(path, opts), {
          method,
          headers,
          ...(withBody && { body: stream?.body ?? form ?? JSON.stringify(opts.body ?? {}) }),
          ...(stream && { duplex: 'half' }),
          signal: AbortSignal.timeout(stream?.timeoutMs ?? options.timeoutMs),
        } as RequestInit);
        const renewable = (res.status === 401 || res.status === 422) && tokens.access;
        // A streamed body is spent: it is never sent again.
        if (renewable && tokens.refresh && !refreshed && !stream && !path.startsWith('/auth/')) {
          refreshed = true;
          if (await refresh()) continue;
        }
        const body = (await res.json().catch(() => undefined)) as unknown;
        return { status: res.status, body };
      } catch (error) {
        log(`API ${method} ${path} failed`, error);
        return { status: 0, body: undefined };
      }
    }
  }

  /**
   * A GET that acts, whose whole answer the caller reads as a submit's: /catalog/report sends a
   * code, and its refusal (a send limit, a bad number) is the visitor's message.
   */
  async function ask<P extends PathOf<'GET'>>(
    path: P,
    ...[input]: CallArgs<EndpointAt<'GET', P>, RequestOptions>
  ): Promise<Written<'GET', P>> {
    return (await write('GET', path, (input ?? {}) as Input)) as Written<'GET', P>;
  }

  async function post<P extends PathOf<'POST'>>(
    path: P,
    ...[input]: CallArgs<EndpointAt<'POST', P>, RequestOptions>
  ): Promise<Written<'POST', P>> {
    // One reading of any endpoint's input; the signature above holds each call to its own.
    return (await write('POST', path, (input ?? {}) as Input)) as Written<'POST', P>;
  }

  async function patch<P extends PathOf<'PATCH'>>(
    path: P,
    ...[input]: CallArgs<EndpointAt<'PATCH', P>, RequestOptions>
  ): Promise<Written<'PATCH', P>> {
    return (await write('PATCH', path, (input ?? {}) as Input)) as Written<'PATCH', P>;
  }

  async function del<P extends PathOf<'DELETE'>>(
    path: P,
    ...[input]: CallArgs<EndpointAt<'DELETE', P>, RequestOptions>
  ): Promise<Written<'DELETE', P>> {
    return (await write('DELETE', path, (input ?? {}) as Input)) as Written<'DELETE', P>;
  }

  return { get, ask, post, patch, delete: del };
}

export type ApiClient = ReturnType<typeof createApiClient>;
