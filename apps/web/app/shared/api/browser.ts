// The page's own calls to the API go through the site's /api/v1 proxy (one origin, DESIGN 1): the
// server adds the holding and the visitor's token, so the page never sees either. Only the endpoint
// map's types come here: its schemas stay out of the page's JavaScript.
import type { CallArgs, EndpointAt, Method, PathOf, ResponseOf } from '@dealer/contract/endpoints';
import { proxiedUrl } from './url.ts';

/** A failed call: a network error, or an answer that is not 2xx (the API's message when it sent one). */
export class BrowserApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'BrowserApiError';
    this.status = status;
  }
}

/** Calls an endpoint from the page and answers its JSON; throws BrowserApiError on any failure. */
export async function browserApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  ...[input]: CallArgs<EndpointAt<M, P>, { signal?: AbortSignal }>
): Promise<ResponseOf<EndpointAt<M, P>>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(proxiedUrl(path, params, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: 'same-origin',
  });
  const text = await response.text();
  const answer: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const message =
      typeof answer === 'object' && answer !== null && 'message' in answer
        ? String(answer.message)
        : response.statusText;
    throw new BrowserApiError(message, response.status);
  }
  // The API validated this answer against the endpoint's response schema before sending it.
  return answer as ResponseOf<EndpointAt<M, P>>;
}
