import type { FastifyInstance } from 'fastify';

// Personal answers are never cached by a browser or a shared cache (DESIGN 4).
export function noStore(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
