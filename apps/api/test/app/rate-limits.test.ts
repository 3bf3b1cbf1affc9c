import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSIVE_LIMITS, limitOf } from '../../src/plugins/app/rate-limits.ts';
import { createRedisRateLimiter } from '../../src/services/rate-limit/redis.ts';
import { buildTestApp, testDbLabel, type TestApp } from '../helper.ts';

const LIMIT = EXPENSIVE_LIMITS['/v1/suggestions']!.limit;
const url = '/v1/suggestions/location?holdingId=1';

// `count` calls of the suggestion route; the statuses in order.
async function statuses(
  t: TestApp,
  count: number,
  request: (i: number) => { remoteAddress?: string; headers?: Record<string, string> },
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1)
    codes.push((await t.app.inject({ url, ...request(i) })).statusCode);
  return codes;
}

describe(`per-address limits of the expensive calls on ${testDbLabel}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('limits each visitor the trusted proxy names on its own, with a Russian 429', async () => {
    const a = await statuses(t, LIMIT, () => ({ headers: { 'x-forwarded-for': '198.51.100.1' } }));
    expect(a.every((s) => s === 200)).toBe(true);
    const refused = await t.app.inject({ url, headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Слишком много запросов. Попробуйте позже.',
      code: 8,
      details: [],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({ url, headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect(other.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const codes = await statuses(t, LIMIT + 1, (i) => ({
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
    }));
    expect(codes.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(codes[LIMIT]).toBe(429);
  });

  it('counts one IPv6 /64 as one visitor', async () => {
    const codes = await statuses(t, LIMIT + 1, (i) => ({
      headers: { 'x-forwarded-for': `2001:db8:5:6::${(i + 1).toString(16)}` },
    }));
    expect(codes[LIMIT]).toBe(429);
  });

  it('does not limit the trusted proxy calling for itself, nor a visitor on this machine', async () => {
    const codes = await statuses(t, LIMIT + 1, () => ({}));
    expect(codes.every((s) => s === 200)).toBe(true);
    const local = await statuses(t, LIMIT + 1, () => ({
      headers: { 'x-forwarded-for': '127.0.0.1' },
    }));
    expect(local.every((s) => s === 200)).toBe(true);
  });

  it('finds the limit of a route by its area', () => {
    expect(limitOf('/v1/catalog')?.scope).toBe('catalog');
    expect(limitOf('/v1/catalog/:id')?.scope).toBe('catalog');
    expect(limitOf('/v1/suggestions/address')?.scope).toBe('suggestions');
    expect(limitOf('/v1/catalog-report')).toBeUndefined();
    expect(limitOf('/v1/health')).toBeUndefined();
  });

  it('limits the search and leaves the health check free', async () => {
    const first = async (path: string) =>
      t.app.inject({ url: path, remoteAddress: '203.0.113.77' });
    expect((await first('/v1/search?holdingId=1&query=bmw')).statusCode).toBe(200);
    const before = await t.app.inject({ url: '/v1/health', remoteAddress: '203.0.113.77' });
    expect(before.statusCode).toBe(200);
    const search = EXPENSIVE_LIMITS['/v1/search']!.limit;
    const codes: number[] = [];
    for (let i = 0; i < search; i += 1)
      codes.push((await first(`/v1/search?holdingId=1&query=x${i}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect((await first('/v1/health')).statusCode).toBe(200);
  }, 120_000);
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(`limits shared through Redis on ${testDbLabel}`, () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    // Two API processes over one Redis, with a prefix of their own so parallel runs never meet.
    const prefix = `rl-test:${randomUUID()}:`;
    const log = Fastify({ logger: false }).log;
    for (let i = 0; i < 2; i += 1)
      apps.push(
        await buildTestApp({
          services: { limiter: createRedisRateLimiter({ url: redisUrl!, prefix, log }) },
        }),
      );
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('refuses a visitor who spread the calls over two API processes', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1)
      codes.push((await apps[i % 2]!.app.inject({ url, headers })).statusCode);
    expect(codes.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(codes[LIMIT]).toBe(429);
  });
});
