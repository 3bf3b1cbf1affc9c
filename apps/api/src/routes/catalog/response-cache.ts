import { CompressedCopies, pickEncoding } from '@dealer/cache';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogStore } from '../../db/queries/catalog/stock-index/index.ts';

// Answers read from the in-memory stock index repeat exactly until the stock moves, so the encoded
// body is kept per (stock signature, URL): a repeat skips validation, filtering and serialising.
// Only answers that passed validation with 200 are kept, so serving one before validation is safe.
// A repeat is also compressed once (brotli or gzip, as the client accepts) and kept so.
export type ResponseCache = { onRequest: onRequestAsyncHookHandler; onSend: onSendHookHandler };

const SIGNATURE = Symbol('stock-signature');
type Tagged = FastifyRequest & { [SIGNATURE]?: string };
/** A repeat is compressed a little harder than a page: answers are kept and sent many times. */
const LEVELS = { br: 5, gzip: 6 };

export function responseCache(store: CatalogStore, maxEntries = 2000): ResponseCache {
  const entries = new LRUCache<string, CompressedCopies>({ max: maxEntries });
  return {
    async onRequest(request: Tagged, reply: FastifyReply) {
      const signature = await store.signature();
      const key = `${signature}|${request.url}`;
      const hit = entries.get(key);
      if (hit === undefined) {
        request[SIGNATURE] = signature;
        return;
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .header('x-cache', 'hit')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(hit.get(encoding));
    },
    onSend(request: Tagged, reply, payload, done) {
      const signature = request[SIGNATURE];
      if (signature === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
        return done(null, payload);
      const plain = Buffer.from(payload);
      entries.set(`${signature}|${request.url}`, new CompressedCopies(plain, LEVELS));
      reply.header('x-cache', 'miss').header('vary', 'accept-encoding');
      done(null, plain);
    },
  };
}
