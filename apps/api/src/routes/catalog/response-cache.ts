import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { CatalogStore } from '../../db/queries/catalog/catalog-store.ts';

// Answers read from the in-memory stock index repeat exactly until the stock moves, so the encoded
// body is kept per (stock signature, URL): a repeat skips validation, filtering and serialising.
// Only answers that passed validation with 200 are kept, so serving one before validation is safe.
// A repeat is also compressed once (brotli or gzip, as the client accepts) and kept so.
export type ResponseCache = { onRequest: onRequestAsyncHookHandler; onSend: onSendHookHandler };

type Entry = { plain: Buffer; br?: Buffer; gzip?: Buffer };
const SIGNATURE = Symbol('stock-signature');
type Tagged = FastifyRequest & { [SIGNATURE]?: string };

function encodingOf(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br')
    return (entry.br ??= brotliCompressSync(entry.plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    }));
  return (entry.gzip ??= gzipSync(entry.plain, { level: 6 }));
}

export function responseCache(store: CatalogStore, maxEntries = 2000): ResponseCache {
  const entries = new Map<string, Entry>();
  return {
    async onRequest(request: Tagged, reply: FastifyReply) {
      const { signature } = await store.index();
      const key = `${signature}|${request.url}`;
      const hit = entries.get(key);
      if (hit === undefined) {
        request[SIGNATURE] = signature;
        return;
      }
      // Least recently used goes first: a hit moves to the end of the map.
      entries.delete(key);
      entries.set(key, hit);
      const encoding = encodingOf(request);
      reply
        .header('x-cache', 'hit')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? compressed(hit, encoding) : hit.plain);
    },
    onSend(request: Tagged, reply, payload, done) {
      const signature = request[SIGNATURE];
      if (signature === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
        return done(null, payload);
      const plain = Buffer.from(payload);
      entries.set(`${signature}|${request.url}`, { plain });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? '');
      reply.header('x-cache', 'miss').header('vary', 'accept-encoding');
      done(null, plain);
    },
  };
}
