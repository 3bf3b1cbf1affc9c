import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_BODY_MESSAGES } from '@dealer/domain';
import { takesFile } from '../app/features/service/service-forms.ts';
import {
  FORM_MAX_BYTES,
  formBodyOf,
  formTypeRefusal,
  pagePathOf,
  requestWithBody,
  sendRefusal,
} from './form-body.ts';

// The server's gate in front of React Router, over real HTTP: what an action gets, and what a
// body that is no form, or too large, gets instead.

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

interface Seen {
  /** Bytes the server had taken off the socket when it answered. */
  bytesRead: number;
}

/** A server that answers with what the action would read: the form's fields as JSON. */
async function start() {
  const seen: Seen[] = [];
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const form = await formBodyOf(req, url.pathname, takesFile);
    seen.push({ bytesRead: req.socket.bytesRead });
    if (form.kind === 'refused') return sendRefusal(req, res, form);
    if (form.kind === 'gone') return void res.destroy();
    if (form.kind === 'pass') {
      res.writeHead(200, { 'content-type': 'text/plain', connection: 'close' });
      return void res.end('pass');
    }
    const request = requestWithBody(req, res, form.body);
    const fields = Object.fromEntries(
      [...(await request.formData())].map(([name, value]) => [name, String(value)]),
    );
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: request.method, url: request.url, fields }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const post = (
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string> = {},
    method = 'POST',
  ) => fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body });
  return { port, post, seen };
}

/** A chunked upload of `total` bytes that stops when the server answers: status and bytes sent. */
function flood(port: number, path: string, total: number) {
  return new Promise<{ status: number; sent: number; body: string }>((resolve) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, body }));
    });
    req.on('error', () => undefined);
    const chunk = Buffer.alloc(64 * 1024, 'a');
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

describe('form bodies before React Router', () => {
  it('hands an action the form it posted, read once, as a fresh Request', async () => {
    const { post } = await start();
    const plain = await post(
      '/lk/auth/?redirect=%2Flk%2F',
      new URLSearchParams({ phone: '+7 900' }),
    );
    expect(await plain.json()).toEqual({
      method: 'POST',
      url: expect.stringMatching(/\/lk\/auth\/\?redirect=%2Flk%2F$/),
      fields: { phone: '+7 900' },
    });
    const form = new FormData();
    form.set('text', 'Отличный сервис');
    const multipart = await post('/reviews/', form);
    expect((await multipart.json()).fields).toEqual({ text: 'Отличный сервис' });
  });

  it('refuses a body that is no form: 415 for another type, 400 for a broken multipart', async () => {
    const { post } = await start();
    const cases: [BodyInit | undefined, Record<string, string>, number, string][] = [
      ['{"phone":"1"}', { 'content-type': 'application/json' }, 415, FORM_BODY_MESSAGES.notForm],
      ['phone=1', { 'content-type': 'text/plain' }, 415, FORM_BODY_MESSAGES.notForm],
      [undefined, {}, 415, FORM_BODY_MESSAGES.notForm],
      ['--x\r\n', { 'content-type': 'multipart/form-data' }, 400, FORM_BODY_MESSAGES.badForm],
      [
        'garbage',
        { 'content-type': 'multipart/form-data; boundary=x' },
        400,
        FORM_BODY_MESSAGES.badForm,
      ],
    ];
    for (const [body, headers, status, message] of cases) {
      for (const path of ['/lk/auth/', '/reviews/', '/service/online/', '/lk/auth.data']) {
        const answer = await post(path, body, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
        expect(await answer.text()).toBe(message);
      }
    }
    const json = await post('/auth/validate/', '{}', {
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(await json.json()).toEqual({ error: FORM_BODY_MESSAGES.notForm });
  });

  it('refuses a declared length past the limit before reading the body', async () => {
    const { post, seen } = await start();
    const big = 'a'.repeat(10 * 1024 * 1024);
    const answer = await post('/reviews/', big, {
      'content-type': 'application/x-www-form-urlencoded',
    }).catch(() => null);
    // The answer may race the upload; when it arrives, it is the 413 and its message.
    if (answer) {
      expect(answer.status).toBe(413);
      expect(await answer.text()).toBe(FORM_BODY_MESSAGES.tooLarge);
    }
    // Only what the socket took in its first reads, not the 10 MB.
    expect(seen[0]!.bytesRead).toBeLessThan(4 * FORM_MAX_BYTES);
    const fits = await post('/reviews/', `text=${'a'.repeat(FORM_MAX_BYTES - 10)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(fits.status).toBe(200);
  });

  it('stops reading a body without a length once it passes the limit, and closes the connection', async () => {
    const { port, seen } = await start();
    const total = 100 * 1024 * 1024;
    const answer = await flood(port, '/service/online/', total);
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(FORM_BODY_MESSAGES.tooLarge);
    // The server answered after a few chunks past the limit, not after the 100 MB.
    expect(seen[0]!.bytesRead).toBeLessThan(4 * FORM_MAX_BYTES);
    expect(answer.sent).toBeLessThan(total);
  });

  it('lets a form that may carry a file through unread (its action has the file’s limit), and reads nothing on a GET', async () => {
    const { post, seen } = await start();
    const form = new FormData();
    const size = 2 * 1024 * 1024;
    form.set('file', new File(['x'.repeat(size)], 'photo.jpg'));
    const file = await post('/services/trade-in/', form);
    expect(await file.text()).toBe('pass');
    const data = await post('/services/trade-in.data', form);
    expect(await data.text()).toBe('pass');
    for (const one of seen) expect(one.bytesRead).toBeLessThan(size);
    // Even there, a body that is no form is refused.
    expect(
      (await post('/services/trade-in/', '{}', { 'content-type': 'application/json' })).status,
    ).toBe(415);
    const read = await post('/cars/new/', undefined, {}, 'GET');
    expect(await read.text()).toBe('pass');
  });
});

describe('form body rules', () => {
  it('knows a form by its media type and a multipart form by its boundary', () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded;charset=UTF-8',
      'multipart/form-data; boundary=----WebKitFormBoundaryAbC123',
      'MULTIPART/FORM-DATA; BOUNDARY="a b"',
    ])
      expect(formTypeRefusal(type), type).toBeNull();
    for (const type of [
      undefined,
      '',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencodedx',
    ])
      expect(formTypeRefusal(type)).toMatchObject({ status: 415 });
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
    ])
      expect(formTypeRefusal(type)).toMatchObject({ status: 400 });
  });

  it('finds the page of a data request, and the pages whose form takes a file', () => {
    expect(pagePathOf('/services/trade-in.data')).toBe('/services/trade-in');
    expect(pagePathOf('/services/trade-in/_.data')).toBe('/services/trade-in/');
    expect(pagePathOf('/lk/auth/')).toBe('/lk/auth/');
    expect(takesFile('/services/trade-in/')).toBe(true);
    expect(takesFile('/services/remote_settlement_losses')).toBe(true);
    for (const path of ['/services/credit/', '/lk/auth/', '/constructor/', '/__proto__/', '/'])
      expect(takesFile(path), path).toBe(false);
  });
});
