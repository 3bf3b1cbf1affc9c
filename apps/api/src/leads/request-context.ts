import { errorCode } from '@dealer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorMessages } from '../errors.ts';
import { clientKey } from '../services/rate-limit/client-key.ts';

// Valid forms one address may send: far above a person, low enough to blunt a flood.
export const LEAD_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;

export type AddressLimit = { readonly limit: number; readonly windowMs: number };

// Counts one request of the visitor's address against a limit; over it, 429 with Retry-After.
export async function throttleAddress(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  { limit, windowMs }: AddressLimit,
): Promise<void> {
  const key = `${scope}:ip:${clientKey(request.ip)}`;
  const decision = await fastify.services.limiter.hit(key, limit, windowMs);
  if (decision.allowed) return;
  reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
  throw new AppError(errorCode.resourceExhausted, errorMessages.tooManyRequests);
}

// Leads for one phone: a person sends a few requests, a flood against one number many more.
export const LEAD_PHONE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

// Counts one lead for a phone against its limit; over it, 429 with Retry-After and a Russian message.
export async function throttlePhone(
  fastify: FastifyInstance,
  reply: FastifyReply,
  scope: string,
  phone: string,
  { limit, windowMs }: AddressLimit = LEAD_PHONE_LIMIT,
): Promise<void> {
  const decision = await fastify.services.limiter.hit(`${scope}:phone:${phone}`, limit, windowMs);
  if (decision.allowed) return;
  reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
  throw new AppError(errorCode.resourceExhausted, errorMessages.tooManyRequests);
}

// Who sent a form, for the consent evidence: address, browser, and the customer if logged in.
export async function senderOf(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await throttleAddress(fastify, request, reply, 'lead', LEAD_LIMIT);
  const customer = await fastify.identify(request);
  return {
    userId: customer?.userId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now: fastify.services.clock(),
  };
}
