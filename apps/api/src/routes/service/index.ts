import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findServicePage } from '../../db/queries/service/pages.ts';
import { AppError } from '../../errors.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// SPEC 2.7: the editors' text of a /service or /services page, its sub-pages and bookable works.
const servicePages: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /service/page', {
      tags: ['service'],
      summary: 'Страница сервиса или услуги',
      description: 'path — адрес страницы без косых черт по краям: service/to, services/credit.',
      operationId: 'getServicePage',
      errors: errorResponses(400, 404),
    }),
    handler: async (request) => {
      const { holdingId, path } = request.query;
      const page = await findServicePage(fastify.db, holdingId, path);
      if (!page) throw new AppError(errorCode.notFound, 'Страница не найдена');
      return page;
    },
  });
};

export default servicePages;
