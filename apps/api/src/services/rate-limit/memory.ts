import type { Clock } from '../clock.ts';
import type { RateLimiter } from './types.ts';

type Window = { count: number; resetAt: number };

// One process's counters: right for a single API process, and for development and tests.
export function createMemoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, Window>();

  function prune(now: number): void {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    name: 'memory',
    async hit(key, limit, windowMs) {
      const now = clock().getTime();
      if (windows.size >= maxKeys) prune(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterMs: window.resetAt - now,
      };
    },
    async peek(key) {
      const now = clock().getTime();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return { count: 0, retryAfterMs: 0 };
      return { count: window.count, retryAfterMs: window.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}
