import type { FastifyInstance, FastifyRequest } from 'fastify';

// Who sent a form, for the consent evidence: address, browser, and the customer if logged in.
export async function senderOf(fastify: FastifyInstance, request: FastifyRequest) {
  const customer = await fastify.identify(request);
  return {
    userId: customer?.userId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now: fastify.services.clock(),
  };
}
