import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';

describe(`security headers on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['an answer', '/v1/health'],
    ['a 404', '/v1/no-such-thing'],
    ['a refused query', '/v1/catalog?holdingId=7'],
  ])('sends them on %s', async (_, url) => {
    const res = await t.app.inject({ url });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives the docs page a policy that lets its own scripts run', async () => {
    const res = await t.app.inject({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });

  it('sends HSTS only over HTTPS, as the trusted proxy tells', async () => {
    const plain = await t.app.inject({ url: '/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      url: '/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const res = await t.app.inject({
      url: '/v1/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
