import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';

const json = { 'content-type': 'application/json' };

describe(`Fastify's own refusals in the API's envelope on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [
      'a too long parameter',
      { url: `/v1/catalog/${'1'.repeat(300)}?holdingId=1` },
      414,
      'Слишком длинный адрес запроса',
    ],
    [
      'a broken URL encoding',
      { url: '/v1/catalog/%E0%A4%A?holdingId=1' },
      400,
      'Некорректный адрес запроса',
    ],
    [
      'malformed JSON',
      { method: 'POST', url: '/v1/feedback?holdingId=1', payload: '{bad', headers: json },
      400,
      'Тело запроса не является корректным JSON',
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/v1/feedback?holdingId=1', payload: '', headers: json },
      400,
      'Пустое тело запроса: ожидается JSON',
    ],
    [
      'another content type',
      {
        method: 'POST',
        url: '/v1/feedback?holdingId=1',
        payload: 'x',
        headers: { 'content-type': 'text/html' },
      },
      415,
      'Неподдерживаемый тип содержимого: ожидается application/json',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/v1/feedback?holdingId=1',
        payload: JSON.stringify({ comment: 'x'.repeat(1_100_000) }),
        headers: json,
      },
      413,
      'Слишком большой запрос',
    ],
  ] satisfies [string, InjectOptions, number, string][])(
    'answers %s',
    async (_, request, status, message) => {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message, code: 3, details: [] });
    },
  );

  it('answers headers too large for the HTTP parser in the envelope too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Слишком большие заголовки запроса',
      code: 3,
      details: [],
    });
  });
});
