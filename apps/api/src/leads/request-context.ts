import { errorCode } from '@dealer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorMessages } from '../errors.ts';

// Valid forms one address may send: far above a person, low enough to blunt a flood.
export const LEAD_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

// Who sent a form, for the consent evidence: address, browser, and the customer if logged in.
export async function senderOf(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const decision = await fastify.services.limiter.hit(
    `lead:ip:${request.ip}`,
    LEAD_LIMIT.limit,
    LEAD_LIMIT.windowMs,
  );
  if (!decision.allowed) {
    reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw new AppError(errorCode.resourceExhausted, errorMessages.tooManyRequests);
  }
  const customer = await fastify.identify(request);
  return {
    userId: customer?.userId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now: fastify.services.clock(),
  };
}
