import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};
// An answer, or 'hang' to answer only after the client gave up (a timeout).
export type FakeAnswer =
  { status: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'hang';
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

// A local HTTP server standing in for an outside service; tests set what it answers next.
// On a given port when it must be found by others (the e2e stack's gateway simulator), any free one otherwise.
export async function startHttpFake(initial: FakeHandler, port = 0) {
  const requests: FakeRequest[] = [];
  let handler = initial;
  const hanging = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = handler(request);
      if (answer === 'hang') {
        const end = () => res.destroy();
        hanging.add(end);
        setTimeout(() => {
          hanging.delete(end);
          end();
        }, 5000).unref();
        return;
      }
      const body = answer.json === undefined ? (answer.text ?? '') : JSON.stringify(answer.json);
      res.writeHead(answer.status, {
        'content-type': answer.json === undefined ? 'text/plain' : 'application/json',
        ...answer.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    answer(next: FakeHandler) {
      handler = next;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type HttpFake = Awaited<ReturnType<typeof startHttpFake>>;

export function formOf(request: FakeRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body));
}
