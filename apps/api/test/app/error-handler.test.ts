import { errorCode, isServerError } from '@dealer/contract';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';

// Captures the JSON log lines, to check that a 5xx is logged with its real cause.
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

describe(`error envelope on ${testDbLabel}`, () => {
  let t: TestApp;
  const logs = logSink();
  beforeAll(async () => {
    t = await buildTestApp({
      logger: { level: 'error', stream: logs.stream },
      register: async (scope) => {
        scope.get('/test/boom', async () => {
          throw new Error('connection string postgres://secret@db');
        });
        scope.get('/test/missing-car', async () => {
          throw new AppError(errorCode.notFound, 'Автомобиль не найден');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown route with 404 and code 5', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Не найдено', code: 5, details: [] });
    expect(isServerError(res.json())).toBe(true);
  });

  it('answers an unknown method on a known path with the same 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(5);
  });

  it('hides the details of a thrown error behind code 13 and logs them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Внутренняя ошибка сервера. Попробуйте позже.',
      code: 13,
      details: [],
    });
    expect(res.body).not.toContain('secret');
    const logged = logs.lines.find((line) => line.msg === 'Request failed');
    expect(JSON.stringify(logged)).toContain('postgres://secret@db');
  });

  it('maps a domain error to its status and keeps its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/missing-car' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Автомобиль не найден', code: 5, details: [] });
  });
});
