import { errorCode, type PublicationKind } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPublication, listPublications } from '../db/queries/content/publications.ts';
import { AppError } from '../errors.ts';
import { pageMeta } from './page-meta.ts';
import { errorResponses } from './error-responses.ts';
import { endpoint } from './endpoint.ts';

const errors = errorResponses(400, 404, 500);

type Words = { list: string; item: string; missing: string; operation: string };

// The list and item routes of one kind of publication (news, blog, actions, media).
export function publicationRoutes(kind: PublicationKind, words: Words): FastifyPluginAsyncZod {
  return async (fastify) => {
    fastify.route({
      ...endpoint(fastify, `GET /${kind}` as const, {
        tags: ['content'],
        summary: words.list,
        operationId: `list${words.operation}`,
        errors,
      }),
      handler: async (request) => {
        const { holdingId, page, perPage, brand, active, lang } = request.query;
        const list = await listPublications(
          fastify.db,
          {
            holdingId,
            kind,
            brand,
            lang,
            activeAt: active ? new Date() : undefined,
            now: fastify.services.clock(),
          },
          page,
          perPage,
        );
        return {
          items: list.items,
          meta: pageMeta(page, perPage, list.total),
        };
      },
    });

    fastify.route({
      ...endpoint(fastify, `GET /${kind}/:id` as const, {
        tags: ['content'],
        summary: words.item,
        operationId: `get${words.operation}`,
        errors,
      }),
      handler: async (request) => {
        const found = await findPublication(
          fastify.db,
          request.query.holdingId,
          kind,
          request.params.id,
          request.query.lang,
        );
        if (!found) throw new AppError(errorCode.notFound, words.missing);
        return found;
      },
    });
  };
}
