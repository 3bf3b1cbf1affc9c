import { errorCode, type ServerError } from '@dealer/contract';
import fp from 'fastify-plugin';

// Searches one API process runs at once: beyond them a flood gets a quick 503 instead of a queue
// in the database that every other call (the health check too) would wait behind.
export const MAX_SEARCHES_IN_FLIGHT = 8;
export const overloadedMessage = 'Сервис перегружен. Повторите запрос через несколько секунд.';

export type ShedLoadOptions = { routes?: readonly string[]; max?: number };

export default fp<ShedLoadOptions>(
  async function shedLoad(fastify, options) {
    const shed = new Set(options.routes ?? ['/v1/search']);
    const max = options.max ?? MAX_SEARCHES_IN_FLIGHT;
    let inFlight = 0;
    const counted = new WeakSet<object>();
    const release = async (request: object) => {
      if (counted.delete(request)) inFlight -= 1;
    };

    fastify.addHook('onRequest', async (request, reply) => {
      if (!shed.has(request.routeOptions.url ?? '')) return undefined;
      if (inFlight >= max) {
        const body: ServerError = {
          message: overloadedMessage,
          code: errorCode.internal,
          details: [],
        };
        return reply.code(503).header('retry-after', '1').send(body);
      }
      inFlight += 1;
      counted.add(request);
      return undefined;
    });
    fastify.addHook('onResponse', release);
    fastify.addHook('onRequestAbort', release);
  },
  { name: 'shed-load' },
);
