import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentBanners, homeBanner } from '../../db/queries/content/banners.ts';
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
        'Меняется, когда сотрудник изменил новость, акцию, запись блога или медиа, информационную страницу или баннер главной, и когда наступило время запланированной публикации или показа баннера (или закончился его срок). Веб-сервер по ней сбрасывает сохранённые страницы.',
      operationId: 'contentSignature',
      errors: errorResponses(500),
    }),
    handler: async () => ({
      signature: await contentSignature(fastify.db, fastify.services.clock()),
    }),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /content/banners', {
      tags: ['content'],
      summary: 'Баннеры главной страницы',
      description:
        'Баннеры холдинга, которые показываются сейчас (опубликованы, время показа наступило и не закончилось), по порядку.',
      operationId: 'homeBanners',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) => {
      const rows = await currentBanners(
        fastify.db,
        request.query.holdingId,
        fastify.services.clock(),
      );
      return { items: rows.map(homeBanner) };
    },
  });
};

export default content;
