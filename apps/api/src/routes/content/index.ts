import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentSignature } from '../../db/queries/content/signature.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// The version of the public content: the web drops its kept pages when it moves (decision 0068).
const content: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /content/signature', {
      tags: ['content'],
      summary: 'Версия содержимого',
      description:
        'Меняется, когда сотрудник изменил новость, акцию, запись блога или медиа, информационную страницу, и когда наступило время запланированной публикации. Веб-сервер по ней сбрасывает сохранённые страницы.',
      operationId: 'contentSignature',
      errors: errorResponses(500),
    }),
    handler: async () => ({
      signature: await contentSignature(fastify.db, fastify.services.clock()),
    }),
  });
};

export default content;
