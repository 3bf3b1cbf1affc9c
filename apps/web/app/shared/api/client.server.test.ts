import { afterEach, describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { createApiClient } from './client.server.ts';
import { json, localServer } from '../testing/local-server.ts';

type Server = Awaited<ReturnType<typeof localServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// A generous timeout, so a busy machine never fails a call the test expects to succeed; the
// timeout test makes its own short one.
function client(
  baseUrl: string,
  tokens = {},
  onTokens: (t: unknown) => void = () => {},
  timeoutMs = 5000,
) {
  return createApiClient({
    baseUrl,
    holdingId: 2,
    timeoutMs,
    tokens,
    onTokens,
    log: () => {},
  });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('API client (SPEC 7, 8)', () => {
  it('adds holdingId and the Bearer token, and returns the body', async () => {
    server = await localServer((_req, res) => json(res, 200, { items: [1] }));
    const answer = await client(server.url, { access: 'A' }).get('/redirects', {
      query: { url: '/x/' },
    });
    expect(answer).toEqual({ items: [1] });
    expect(server.seen[0]?.url.pathname).toBe('/v1/redirects');
    expect(server.seen[0]?.url.searchParams.get('holdingId')).toBe('2');
    expect(server.seen[0]?.url.searchParams.get('url')).toBe('/x/');
    expect(server.seen[0]?.authorization).toBe('Bearer A');
  });

  it('asks the API for uncompressed answers (the web server would only inflate them)', async () => {
    let encoding: string | undefined;
    server = await localServer((req, res) => {
      encoding = req.headers['accept-encoding'];
      json(res, 200, { items: [] });
    });
    await client(server.url).get('/redirects', { query: { url: '/x/' } });
    expect(encoding).toBe('identity');
  });

  it('names the visitor’s browser, not its own, on reads and on writes (the consent record)', async () => {
    const agents: (string | undefined)[] = [];
    server = await localServer((req, res) => {
      agents.push(req.headers['user-agent']);
      json(res, 200, { items: [] });
    });
    const visitor = 'Mozilla/5.0 (X11; Linux x86_64) Visitor/1.0';
    const api = createApiClient({
      baseUrl: server.url,
      holdingId: 1,
      timeoutMs: 5000,
      tokens: {},
      userAgent: visitor,
      log: () => {},
    });
    await api.get('/redirects', { query: { url: '/x/' } });
    await api.post('/lead/commit', { body: { formId: 'f', data: {} } as never });
    expect(agents).toEqual([visitor, visitor]);
  });

  it('sends a file upload as the multipart form it is', async () => {
    let received = { type: '', body: '' };
    server = await localServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      req.on('end', () => {
        received = { type: req.headers['content-type'] ?? '', body };
        json(res, 200, { id: 'f', name: 'a.png', size: 4, type: 'png' });
      });
    });
    const form = new FormData();
    form.set('file', new File(['\x89PNG'], 'a.png'));
    const answer = await client(server.url).post('/lead/file', {
      body: form as unknown as { file: string },
    });
    expect(answer.status).toBe(200);
    expect(received.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body).toContain('filename="a.png"');
  });

  it('leaves holdingId out when the call opts out', async () => {
    server = await localServer((_req, res) => json(res, 200, {}));
    await client(server.url).get('/health', { holdingId: false });
    expect(server.seen[0]?.url.searchParams.has('holdingId')).toBe(false);
  });

  it('on 401 with a refresh token: refreshes, stores the new tokens and retries with them', async () => {
    server = await localServer((req, res, url) => {
      if (url.pathname === '/v1/auth/refresh')
        return json(res, 200, { token: 'A2', refreshToken: 'R2' });
      if (req.headers.authorization === 'Bearer A2') return json(res, 200, { ok: true });
      return json(res, 401, { message: 'expired', code: 16, details: null });
    });
    const got: unknown[] = [];
    const answer = await client(server.url, { access: 'A1', refresh: 'R1' }, (t) =>
      got.push(t),
    ).get('/user');
    expect(answer).toEqual({ ok: true });
    expect(got).toEqual([{ token: 'A2', refreshToken: 'R2' }]);
    expect(server.seen.find((s) => s.url.pathname === '/v1/auth/refresh')?.authorization).toBe(
      'Bearer R1',
    );
  });

  it('on 422 without a refresh token: logs out and retries once without a token', async () => {
    server = await localServer((req, res) =>
      req.headers.authorization
        ? json(res, 422, { message: 'bad token', code: 16, details: null })
        : json(res, 200, { anonymous: true }),
    );
    const got: unknown[] = [];
    const answer = await client(server.url, { access: 'A1' }, (t) => got.push(t)).get('/brands');
    expect(answer).toEqual({ anonymous: true });
    expect(got).toEqual([null]);
    expect(server.seen).toHaveLength(2);
  });

  it('a failed refresh logs the visitor out and yields nothing', async () => {
    server = await localServer((_req, res, url) =>
      url.pathname === '/v1/auth/refresh'
        ? json(res, 401, { message: 'no', code: 16, details: null })
        : json(res, 401, { message: 'no', code: 16, details: null }),
    );
    const got: unknown[] = [];
    expect(
      await client(server.url, { access: 'A', refresh: 'R' }, (t) => got.push(t)).get('/user'),
    ).toBeUndefined();
    expect(got).toEqual([null]);
  });

  it('retries a 504 once, then gives up quietly', async () => {
    let calls = 0;
    server = await localServer((_req, res) => {
      calls += 1;
      json(res, 504, {});
    });
    expect(await client(server.url).get('/catalog')).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('a 504 followed by success returns the data, and the dropped answer frees its connection', async () => {
    const ports = new Set<number | undefined>();
    let calls = 0;
    server = await localServer((req, res) => {
      ports.add(req.socket.remotePort);
      // Every other answer a 504 whose body is larger than a stream's buffer.
      if (++calls % 2 === 1) json(res, 504, { message: 'x'.repeat(100_000) });
      else json(res, 200, { fine: calls });
    });
    const api = client(server.url);
    for (let i = 1; i <= 10; i += 1) expect(await api.get('/catalog')).toEqual({ fine: 2 * i });
    // An answer left unread would hold its connection: twenty calls would need ten or more.
    expect(ports.size).toBeLessThanOrEqual(3);
  });

  it.each([3, 5])(
    'server error code %i becomes a 404 page with the server message',
    async (code) => {
      server = await localServer((_req, res) =>
        json(res, 404, { message: 'Автомобиль не найден', code, details: null }),
      );
      const error = await thrown(client(server.url).get('/catalog/:id', { params: { id: 1 } }));
      expect(
        isRouteErrorResponse(error) || (error as { type?: string }).type === 'DataWithResponseInit',
      ).toBe(true);
      expect((error as { init: ResponseInit }).init.status).toBe(404);
      expect((error as { data: { message: string } }).data.message).toBe('Автомобиль не найден');
    },
  );

  it.each([12, 13])('server error code %i becomes a 500 page', async (code) => {
    server = await localServer((_req, res) =>
      json(res, 500, { message: 'Ошибка сервера', code, details: null }),
    );
    const error = await thrown(client(server.url).get('/catalog/:id', { params: { id: 1 } }));
    expect((error as { init: ResponseInit }).init.status).toBe(500);
  });

  it('other failures are logged and yield nothing: timeout, refused, non-JSON, other codes', async () => {
    server = await localServer((_req, res, url) => {
      if (url.pathname === '/v1/faq') return void setTimeout(() => json(res, 200, {}), 1000);
      if (url.pathname === '/v1/awards') return void res.end('<html>');
      return json(res, 400, { message: 'Некорректные параметры запроса', code: 2, details: [] });
    });
    const api = client(server.url);
    expect(await client(server.url, {}, () => {}, 300).get('/faq')).toBeUndefined();
    expect(await api.get('/awards')).toBeUndefined();
    expect(await api.get('/seo', { query: { url: 'Lw==' } })).toBeUndefined();
    expect(await client('http://127.0.0.1:9').get('/health')).toBeUndefined();
  });
});

describe('API client: optional calls', () => {
  it.each([
    [404, 5],
    [500, 13],
  ])(
    'an optional call answered %i (code %i) yields nothing instead of an error page',
    async (status, code) => {
      server = await localServer((_req, res) =>
        json(res, status, { message: 'Ошибка', code, details: null }),
      );
      expect(await client(server.url).get('/catalog', { optional: true })).toBeUndefined();
    },
  );
});

describe('API client: a GET that acts (ask)', () => {
  it('gives the whole answer: a refusal with its status and message, not an error page', async () => {
    server = await localServer((req, res) => {
      expect(req.method).toBe('GET');
      json(res, 429, {
        message: 'Повторно отправить код можно через 42 сек.',
        code: 8,
        details: [],
      });
    });
    const answer = await client(server.url).ask('/catalog/report', {
      query: { phone: '79001234567', date: '2026-11-26' },
    });
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ message: 'Повторно отправить код можно через 42 сек.' });
  });

  it('a network failure is status 0', async () => {
    const answer = await client('http://127.0.0.1:9').ask('/catalog/report', {
      query: { phone: '79001234567', date: '2026-11-26' },
    });
    expect(answer.status).toBe(0);
  });
});
