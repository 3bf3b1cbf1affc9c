import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl, loggerOptions } from '../../src/config/logger.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe(`personal data kept out of the API log on ${testDbLabel}`, () => {
  let t: TestApp;
  const logs = logSink();
  let failSms = false;
  beforeAll(async () => {
    const options = loggerOptions('info') as object;
    t = await buildTestApp({
      logger: { ...options, stream: logs.stream },
      services: {
        sms: {
          name: 'flaky',
          async send() {
            if (failSms) throw new Error('gateway down');
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('masks personal query values in logged URLs', () => {
    expect(loggedUrl('/v1/catalog/report?phone=79001234567&date=2026-01-01')).toBe(
      '/v1/catalog/report?phone=%5B%D1%81%D0%BA%D1%80%D1%8B%D1%82%D0%BE%5D&date=2026-01-01',
    );
    expect(loggedUrl('/v1/health')).toBe('/v1/health');
  });

  it('logs requests, rejections and a failed SMS without the phone or the token', async () => {
    await t.app.inject({
      url: '/v1/catalog/report?holdingId=1&phone=79005554433&date=2026-01-01',
      headers: { authorization: 'Bearer secret-token-value', 'x-forwarded-for': '198.51.100.90' },
    });
    await t.app.inject({ url: '/v1/nothing?phone=79005554433' });
    failSms = true;
    const failed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login?holdingId=1',
      headers: { 'x-forwarded-for': '198.51.100.91' },
      payload: { phone: '+7 900-555-44-32' },
    });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const text = logs.lines.join('\n');
    expect(text).toContain('SMS not sent');
    expect(text).toContain('/v1/catalog/report');
    expect(text).not.toMatch(/79005554433|79005554432|secret-token-value/);
  });
});
