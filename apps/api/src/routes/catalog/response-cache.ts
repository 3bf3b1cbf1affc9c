import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { CatalogStore } from '../../db/queries/catalog/catalog-store.ts';

// Answers read from the in-memory stock index repeat exactly until the stock moves, so the
// serialised body is kept per (stock signature, URL): a repeat skips filtering and serialising.
export type ResponseCache = { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler };

const SIGNATURE = Symbol('stock-signature');
type Tagged = FastifyRequest & { [SIGNATURE]?: string };

export function responseCache(store: CatalogStore, maxEntries = 2000): ResponseCache {
  const entries = new Map<string, string>();
  const keyOf = (signature: string, request: FastifyRequest) => `${signature}|${request.url}`;
  return {
    async preHandler(request: Tagged, reply: FastifyReply) {
      const { signature } = await store.index();
      const hit = entries.get(keyOf(signature, request));
      if (hit !== undefined) {
        // Least recently used goes first: a hit moves to the end of the map.
        entries.delete(keyOf(signature, request));
        entries.set(keyOf(signature, request), hit);
        return reply.header('x-cache', 'hit').type('application/json; charset=utf-8').send(hit);
      }
      request[SIGNATURE] = signature;
    },
    onSend(request: Tagged, reply, payload, done) {
      const signature = request[SIGNATURE];
      if (signature !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
        entries.set(keyOf(signature, request), payload);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? '');
        reply.header('x-cache', 'miss');
      }
      done(null, payload);
    },
  };
}
