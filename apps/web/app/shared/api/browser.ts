// The page's own calls to the API go through the site's /api/v1 proxy (one origin, DESIGN 1): the
// server adds the holding and the visitor's token, so the page never sees either.

export type BrowserQuery = Readonly<
  Record<string, string | number | boolean | readonly (string | number)[] | undefined>
>;

export interface BrowserRequest {
  query?: BrowserQuery;
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed call: a network error, or an answer that is not 2xx (the API's message when it sent one). */
export class BrowserApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'BrowserApiError';
    this.status = status;
  }
}

export function browserApiUrl(path: string, query: BrowserQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return `/api/v1${path}${text ? `?${text}` : ''}`;
}

/** Calls the API from the page and answers its JSON; throws BrowserApiError on any failure. */
export async function browserApi<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  request: BrowserRequest = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(browserApiUrl(path, request.query), {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
    credentials: 'same-origin',
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : response.statusText;
    throw new BrowserApiError(message, response.status);
  }
  return body as T;
}
