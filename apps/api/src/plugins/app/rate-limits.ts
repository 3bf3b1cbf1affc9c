import { errorCode, type ServerError } from '@dealer/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../../config/trust-proxy.ts';
import { errorMessages } from '../../errors.ts';
import { clientKey } from '../../services/rate-limit/client-key.ts';

type Limit = { scope: string; limit: number; windowMs: number };

// Per-address limits of the calls that cost the most (database work, a paid outside service),
// keyed by route URL so the route files stay as they are. A person browsing never reaches them.
export const EXPENSIVE_LIMITS: Record<string, Limit> = {
  '/v1/search': { scope: 'search', limit: 120, windowMs: 60_000 },
  '/v1/catalog': { scope: 'catalog', limit: 600, windowMs: 60_000 },
  '/v1/suggestions': { scope: 'suggestions', limit: 60, windowMs: 60_000 },
};

// The limit of a route pattern: its own prefix, or the prefix of its area ('/v1/catalog/:id').
export function limitOf(url: string | undefined): Limit | undefined {
  if (!url) return undefined;
  const [, version, area] = url.split('/');
  return EXPENSIVE_LIMITS[`/${version}/${area}`];
}

// A visitor on this machine (tests, a developer's browser) is never a flood to defend against;
// no outside client can get here, as trusted proxies replace the forwarded address.
const isLoopback = (ip: string) => /^(127\.|::ffff:127\.)/.test(ip) || ip === '::1';

export type RateLimitsOptions = { trustProxy: TrustProxy };

export default fp<RateLimitsOptions>(
  async function rateLimits(fastify, options) {
    // A trusted proxy that names no visitor calls for itself (the web server's own renders, the
    // bench on the same machine): its many visitors must not share one address's budget.
    const unattributed = (request: FastifyRequest) =>
      request.headers['x-forwarded-for'] === undefined &&
      options.trustProxy(request.socket.remoteAddress ?? '', 0);

    fastify.addHook('onRequest', async (request, reply) => {
      const limit = limitOf(request.routeOptions.url);
      if (!limit || unattributed(request) || isLoopback(request.ip)) return undefined;
      const decision = await fastify.services.limiter.hit(
        `${limit.scope}:ip:${clientKey(request.ip)}`,
        limit.limit,
        limit.windowMs,
      );
      if (decision.allowed) return undefined;
      const body: ServerError = {
        message: errorMessages.tooManyRequests,
        code: errorCode.resourceExhausted,
        details: [],
      };
      return reply
        .code(429)
        .header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))))
        .send(body);
    });
  },
  { name: 'rate-limits', dependencies: ['services'] },
);
