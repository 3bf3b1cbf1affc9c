import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// GET /v1/health: for load balancers and the start script; it answers only when the database does.
const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /health', {
      tags: ['health'],
      summary: 'Состояние API и базы данных',
      operationId: 'getHealth',
      errors: errorResponses(500, 503),
    }),
    handler: async (request) => {
      try {
        await fastify.databaseHealthy();
      } catch (error) {
        request.log.error({ err: error }, 'Database health check failed');
        throw new AppError(errorCode.unavailable, 'Database is unavailable');
      }
      return { status: 'ok' as const, db: fastify.dbKind };
    },
  });
};

export default health;
