import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqSections } from '../../db/queries/content/pages.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// SPEC 2.3 /faq: questions and answers grouped by section.
const faq: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /faq', {
      tags: ['content'],
      summary: 'Вопросы и ответы',
      operationId: 'getFaq',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) => ({
      sections: await faqSections(fastify.db, request.query.holdingId),
    }),
  });
};

export default faq;
