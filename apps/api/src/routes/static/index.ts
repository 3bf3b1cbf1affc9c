import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findStaticPage } from '../../db/queries/content/pages.ts';
import { AppError } from '../../errors.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// SPEC 7 /static/page/{id}: an editorial page by its code (about, guaranty, cookie, terms-of-use...).
const staticPages: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /static/page/:id', {
      tags: ['content'],
      summary: 'Статическая страница',
      operationId: 'getStaticPage',
      errors: errorResponses(400, 404, 500),
    }),
    handler: async (request) => {
      const page = await findStaticPage(fastify.db, request.query.holdingId, request.params.id);
      if (!page) throw new AppError(errorCode.notFound, 'Страница не найдена');
      return {
        code: page.code,
        title: page.title,
        description: page.description,
        blocks: page.blocks,
        updatedAt: page.updatedAt.toISOString(),
      };
    },
  });
};

export default staticPages;
