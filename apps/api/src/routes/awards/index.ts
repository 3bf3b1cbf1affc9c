import { awardsResponseSchema, holdingIdQuery, serverErrorSchema } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdingAwards } from '../../db/queries/content/pages.ts';

// /about/awards: the awards of the holding, newest first.
const awards: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        tags: ['content'],
        summary: 'Награды',
        operationId: 'listAwards',
        querystring: holdingIdQuery,
        response: { 200: awardsResponseSchema, 400: serverErrorSchema, 500: serverErrorSchema },
      },
    },
    async (request) => ({ items: await holdingAwards(fastify.db, request.query.holdingId) }),
  );
};

export default awards;
