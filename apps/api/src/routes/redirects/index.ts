import { redirectsQuerySchema, redirectsResponseSchema, serverErrorSchema } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findRedirect } from '../../db/queries/redirects.ts';

// GET /v1/redirects (SPEC 7): the web asks on every navigation whether the path moved.
const redirectsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        tags: ['redirects'],
        summary: 'Переадресация для адреса страницы',
        description:
          'Пустой список, если адрес никуда не переезжал. Адрес со слешем в конце и без него равнозначны.',
        operationId: 'getRedirects',
        querystring: redirectsQuerySchema,
        response: { 200: redirectsResponseSchema, 400: serverErrorSchema, 500: serverErrorSchema },
      },
    },
    async (request) => {
      const redirect = await findRedirect(fastify.db, request.query);
      return { items: redirect ? [redirect] : [] };
    },
  );
};

export default redirectsRoutes;
