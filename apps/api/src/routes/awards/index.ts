import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdingAwards } from '../../db/queries/content/pages.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// /about/awards: the awards of the holding, newest first.
const awards: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /awards', {
      tags: ['content'],
      summary: 'Награды',
      operationId: 'listAwards',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) => ({
      items: await holdingAwards(fastify.db, request.query.holdingId),
    }),
  });
};

export default awards;
