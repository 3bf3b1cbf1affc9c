import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory.ts';
import { createRedisRateLimiter } from './redis.ts';
import type { RateLimiter } from './types.ts';

// A logger that drops everything: the Redis warnings are expected here.
const log = Fastify({ logger: false }).log;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function behaves(name: string, make: () => RateLimiter) {
  describe(`${name} rate limiter`, () => {
    const limiter = make();
    afterAll(() => limiter.close());

    it('allows the limit within a window and refuses the next hit', async () => {
      const key = `test:${randomUUID()}`;
      for (let i = 1; i <= 3; i += 1)
        expect(await limiter.hit(key, 3, 60_000)).toMatchObject({ allowed: true, count: i });
      const refused = await limiter.hit(key, 3, 60_000);
      expect(refused).toMatchObject({ allowed: false, count: 4 });
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    });

    it('tells the hits of a key without counting one', async () => {
      const key = `test:${randomUUID()}`;
      expect(await limiter.peek(key)).toEqual({ count: 0, retryAfterMs: 0 });
      await limiter.hit(key, 5, 60_000);
      await limiter.hit(key, 5, 60_000);
      const seen = await limiter.peek(key);
      expect(seen.count).toBe(2);
      expect(seen.retryAfterMs).toBeGreaterThan(0);
      expect((await limiter.peek(key)).count).toBe(2);
    });

    it('counts keys apart', async () => {
      const a = `test:${randomUUID()}`;
      const b = `test:${randomUUID()}`;
      await limiter.hit(a, 1, 60_000);
      expect((await limiter.hit(b, 1, 60_000)).allowed).toBe(true);
    });

    it('opens a new window when the old one ends', async () => {
      const key = `test:${randomUUID()}`;
      await limiter.hit(key, 1, 1000);
      expect((await limiter.hit(key, 1, 1000)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await limiter.hit(key, 1, 1000)).allowed).toBe(true);
    });
  });
}

behaves('in-process', () => createMemoryRateLimiter(() => new Date()));
behaves('Redis (127.0.0.1:6379)', () =>
  createRedisRateLimiter({ url: redisUrl, prefix: 'rl-test:', log }),
);

describe('Redis rate limiter without Redis', () => {
  it('lets requests through rather than locking everyone out', async () => {
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', log });
    expect(await limiter.hit('x', 1, 1000)).toMatchObject({ allowed: true });
    await limiter.close();
  });
});
