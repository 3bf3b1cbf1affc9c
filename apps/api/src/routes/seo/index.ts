import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSeoMeta } from '../../db/queries/content/pages.ts';
import { AppError } from '../../errors.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';
import sitemap from './sitemap.ts';

// The path inside the base64 parameter: standard or URL-safe alphabet, a site path or nothing.
function decodePath(encoded: string): string | null {
  const text = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
    'utf8',
  );
  const path = text.split(/[?#]/)[0] ?? '';
  return /^\/[^\s]{0,2047}$/.test(path) ? path : null;
}

// SPEC 7 SEO endpoint: title, description and h1 of a page by its path; 404 when none is set.
const seo: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(sitemap);
  fastify.route({
    ...endpoint(fastify, 'GET /seo', {
      tags: ['seo'],
      summary: 'SEO-данные страницы по её адресу в base64',
      description:
        'Адрес со слешем в конце и без него равнозначны. Страница без заданных данных отвечает 404 с кодом 5.',
      operationId: 'getSeoMeta',
      errors: errorResponses(400, 404, 500),
    }),
    handler: async (request) => {
      const path = decodePath(request.query.url);
      if (!path)
        throw new AppError(errorCode.invalidArgument, 'Адрес страницы должен быть путём в base64', [
          { field: 'url', message: 'Ожидается путь, начинающийся с «/»' },
        ]);
      const meta = await findSeoMeta(fastify.db, request.query.holdingId, path);
      if (!meta) throw new AppError(errorCode.notFound, 'SEO-данные для страницы не заданы');
      return {
        url: meta.url,
        title: meta.title,
        description: meta.description,
        h1: meta.h1,
        text: meta.text,
      };
    },
  });
};

export default seo;
