import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { PORT } from './site.ts';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  path: string;
  method?: string;
  /** Sent as is, whatever it holds (a browser or fetch would refuse a forged or broken one). */
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's own address: any 127.x.y.z, so tests stand for different visitors. */
  from?: string;
  port?: string | number;
}

/** One HTTP request with the exact request line and headers given (node:http, no normalising). */
export function raw(options: RawRequest): Promise<RawAnswer> {
  const port = Number(options.port ?? PORT);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: options.from,
        setHost: false,
        headers: { host: options.host ?? `localhost:${port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Where a redirect leads, resolved as a browser would against the site's own address. */
export function redirectHost(answer: RawAnswer, port: string | number = PORT): string | null {
  const location = answer.headers.location;
  if (!location) return null;
  return new URL(location, `http://localhost:${port}/`).host;
}
