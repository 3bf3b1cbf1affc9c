import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimiter } from './types.ts';

// Increment and start the window in one step, so two API processes never both see a fresh key.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export type RedisRateLimiterOptions = { url: string; prefix?: string; log: FastifyBaseLogger };

// Counters shared by every API process (DESIGN 8). Redis down: the limit is skipped and logged,
// so a cache outage never locks customers out of login.
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? 'rl:';
  const redis = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    lazyConnect: true,
  });
  redis.on('error', (error: Error) => options.log.warn({ err: error }, 'Redis rate limiter'));

  return {
    name: 'redis',
    async hit(key, limit, windowMs) {
      try {
        const reply = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [
          number,
          number,
        ];
        const [count, ttl] = reply;
        return { allowed: count <= limit, count, retryAfterMs: ttl };
      } catch (error) {
        options.log.warn({ err: error, key }, 'Rate limit skipped: Redis unavailable');
        return { allowed: true, count: 0, retryAfterMs: 0 };
      }
    },
    async peek(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), retryAfterMs: Math.max(0, ttl) };
      } catch (error) {
        options.log.warn({ err: error, key }, 'Rate limit skipped: Redis unavailable');
        return { count: 0, retryAfterMs: 0 };
      }
    },
    async close() {
      if (redis.status === 'end') return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
