// What went wrong talking to an outside service; the caller decides whether to retry or to tell the visitor.
export type ServiceFailure = 'timeout' | 'network' | 'status' | 'rejected' | 'protocol';

export class ServiceError extends Error {
  readonly service: string;
  readonly failure: ServiceFailure;
  // HTTP status or the service's own error code, when there is one.
  readonly code: number | undefined;

  constructor(service: string, failure: ServiceFailure, message: string, code?: number) {
    super(`${service}: ${message}`);
    this.name = 'ServiceError';
    this.service = service;
    this.failure = failure;
    this.code = code;
  }
}

export type HttpCall = {
  service: string;
  url: string;
  method: 'GET' | 'POST';
  timeoutMs: number;
  headers?: Record<string, string>;
  body?: string;
};

// One request with a hard deadline; a hung service never holds a visitor's request or the outbox worker.
export async function callService(call: HttpCall): Promise<Response> {
  try {
    return await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ServiceError(call.service, 'timeout', `no answer in ${call.timeoutMs} ms`);
    const message = error instanceof Error ? error.message : String(error);
    throw new ServiceError(call.service, 'network', message);
  }
}

// The body as JSON, or a protocol error naming the service.
export async function readJson(service: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ServiceError(service, 'protocol', `answer ${response.status} is not JSON`);
  }
}

export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
