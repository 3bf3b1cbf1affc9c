import { errorCode, healthResponseSchema, serverErrorSchema } from '@dealer/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';

// GET /v1/health: for load balancers and the start script; it answers only when the database does.
const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Состояние API и базы данных',
        operationId: 'getHealth',
        response: { 200: healthResponseSchema, 500: serverErrorSchema, 503: serverErrorSchema },
      },
    },
    async (request) => {
      try {
        await fastify.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'Database health check failed');
        throw new AppError(errorCode.unavailable, 'Database is unavailable');
      }
      return { status: 'ok' as const, db: fastify.dbKind };
    },
  );
};

export default health;
