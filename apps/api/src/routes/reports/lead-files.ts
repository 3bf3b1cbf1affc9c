import { errorCode, holdingIdQuery, recordIdParams } from '@dealer/contract';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadFileOf } from '../../db/queries/leads/files.ts';
import { leadDetail } from '../../db/queries/report-leads.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../error-responses.ts';
import { scopeOf } from './scope.ts';

const params = recordIdParams.extend({
  fileId: z.string().regex(/^[0-9a-f]{32}$/, 'Код файла: 32 шестнадцатеричные цифры'),
});

// RFC 6266: an ASCII fallback name and the UTF-8 one; always a download, never shown inline.
function download(
  reply: FastifyReply,
  file: { name: string; mimeType: string; size: number },
  body: Readable,
): FastifyReply {
  const ascii = file.name.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(body);
}

const notFound = () => new AppError(errorCode.notFound, 'Файл не найден');

// The files sent with a lead, for the staff who may read that lead (the same scope as its detail).
const leadFiles: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticateStaff);

  fastify.get(
    '/leads/:id/files/:fileId',
    {
      schema: {
        tags: ['reports'],
        summary: 'Файл, прикреплённый к заявке',
        description:
          'Отдаёт файл из хранилища (папка или S3) с его типом и именем; файл другой заявки, другого холдинга или не назначенного менеджеру дилера не найден (404).',
        operationId: 'staffLeadFile',
        params,
        querystring: holdingIdQuery,
        response: errorResponses(400, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request, request.query.holdingId);
      // The lead first: out of the staff member's scope, its files do not exist for them.
      if (!(await leadDetail(fastify.db, scope, request.params.id))) throw notFound();
      const file = await leadFileOf(fastify.db, request.params.id, request.params.fileId);
      if (!file?.storageKey) throw notFound();
      const body = await fastify.services.files.get(file.storageKey);
      if (!body) {
        request.log.error({ fileId: file.id }, 'Lead file recorded but missing from the store');
        throw notFound();
      }
      return download(reply, file, body);
    },
  );
};

export default leadFiles;
