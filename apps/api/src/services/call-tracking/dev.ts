import type { FastifyBaseLogger } from 'fastify';
import type { CallTracking } from './types.ts';

// Development stand-in: the lead is written to the API log and counts as delivered.
export function createLogCallTracking(log: FastifyBaseLogger): CallTracking {
  return {
    name: 'log',
    async register(site, lead) {
      log.info(
        { callTracking: { site, lead } },
        'Call-tracking lead (development adapter, not sent)',
      );
    },
  };
}
