import { faqQuerySchema, faqResponseSchema, serverErrorSchema } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqSections } from '../../db/queries/content/pages.ts';

// SPEC 2.3 /faq: questions and answers grouped by section.
const faq: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        tags: ['content'],
        summary: 'Вопросы и ответы',
        operationId: 'getFaq',
        querystring: faqQuerySchema,
        response: { 200: faqResponseSchema, 400: serverErrorSchema, 500: serverErrorSchema },
      },
    },
    async (request) => ({ sections: await faqSections(fastify.db, request.query.holdingId) }),
  );
};

export default faq;
