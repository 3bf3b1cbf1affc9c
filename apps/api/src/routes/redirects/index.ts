import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findRedirect } from '../../db/queries/redirects.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// GET /v1/redirects (SPEC 7): the web asks on every navigation whether the path moved.
const redirectsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /redirects', {
      tags: ['redirects'],
      summary: 'Переадресация для адреса страницы',
      description:
        'Пустой список, если адрес никуда не переезжал. Адрес со слешем в конце и без него равнозначны.',
      operationId: 'getRedirects',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) => {
      const redirect = await findRedirect(fastify.db, request.query);
      return { items: redirect ? [redirect] : [] };
    },
  });
};

export default redirectsRoutes;
