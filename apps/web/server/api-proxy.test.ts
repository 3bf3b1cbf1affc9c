import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BODY_MAX_BYTES } from '@dealer/contract';
import { FORM_BODY_MESSAGES } from '@dealer/domain';
import { cookieToken, proxyBodyLimit, proxyToApi } from './api-proxy.ts';

// The /api/v1 proxy in front of a stand-in API, over real HTTP: what it forwards of a broken
// cookie, and what it does with a body past the API's own limit.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A stand-in API that reads the whole body and answers what it got; and the proxy before it. */
async function start() {
  const seen: { headers: IncomingHttpHeaders; bytes: number }[] = [];
  const apiPort = await listen(
    createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        seen.push({ headers: req.headers, bytes });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ bytes }));
      });
    }),
  );
  const options = {
    apiUrl: new URL(`http://127.0.0.1:${apiPort}`),
    timeoutMs: 5000,
    holdingOf: () => 1,
  };
  const port = await listen(
    createServer((req, res) =>
      proxyToApi(options, req, res, new URL(req.url ?? '/', 'http://local')),
    ),
  );
  return { port, seen };
}

/** A chunked upload of `total` bytes that stops when the proxy answers. */
function upload(port: number, total: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/v1/lead/commit',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(128 * 1024, 'a');
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('the /api/v1 proxy', () => {
  it('forwards the token of the cookie, and no token from a broken or foreign one', async () => {
    expect(cookieToken('a=1; token=aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(cookieToken('token=aaa.bbb%2Eccc')).toBe('aaa.bbb.ccc');
    for (const cookie of [
      'token=%E0%A4%A',
      'token=a%0D%0Ab',
      'token=%D0%B9',
      'token=a%20b',
      'x=1',
      undefined,
    ])
      expect(cookieToken(cookie), cookie).toBeNull();

    const { port, seen } = await start();
    for (const cookie of ['token=%E0%A4%A', 'token=a%0D%0Ab', 'token=aaa.bbb.ccc']) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/user`, { headers: { cookie } });
      expect(answer.status, cookie).toBe(200);
    }
    expect(seen.map((s) => s.headers.authorization)).toEqual([
      undefined,
      undefined,
      'Bearer aaa.bbb.ccc',
    ]);
  });

  it('refuses a body past the API’s limit with a 413, declared or counted as it arrives', async () => {
    expect(proxyBodyLimit('application/json')).toBe(API_BODY_MAX_BYTES);
    expect(proxyBodyLimit('multipart/form-data; boundary=x')).toBeGreaterThan(10 * 1024 * 1024);
    const { port, seen } = await start();
    const declared = await fetch(`http://127.0.0.1:${port}/api/v1/lead/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'a'.repeat(API_BODY_MAX_BYTES + 1),
    }).catch(() => null);
    if (declared) {
      expect(declared.status).toBe(413);
      expect((await declared.json()).message).toBe(FORM_BODY_MESSAGES.tooLarge);
    }
    const counted = await upload(port, 50 * 1024 * 1024);
    expect(counted.status).toBe(413);
    expect(JSON.parse(counted.body)).toEqual({
      message: FORM_BODY_MESSAGES.tooLarge,
      code: 3,
      details: [],
    });
    // Within the limit, the whole body reaches the API.
    const fits = await upload(port, API_BODY_MAX_BYTES - 128 * 1024);
    expect(JSON.parse(fits.body)).toEqual({ bytes: API_BODY_MAX_BYTES - 128 * 1024 });
    expect(seen.every((s) => s.bytes <= API_BODY_MAX_BYTES)).toBe(true);
  });
});
