import { errorCode, holdingIdQuery, investorDocumentParamsSchema } from '@dealer/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findInvestorFile, listInvestorDocuments } from '../../db/queries/content/investors.ts';
import { AppError } from '../../errors.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

// RFC 6266: an ASCII fallback name and the UTF-8 one.
function sendFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; data: Uint8Array },
): FastifyReply {
  const ascii = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', file.mimeType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'public, max-age=86400')
    .send(Buffer.from(file.data));
}

// SPEC 2.8 investor pages (first holding): their documents and the files to download.
const investors: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /investors/documents', {
      tags: ['content'],
      summary: 'Документы для инвесторов',
      operationId: 'listInvestorDocuments',
      errors: errorResponses(400, 500),
    }),
    handler: async (request) => ({
      items: await listInvestorDocuments(
        fastify.db,
        request.query.holdingId,
        request.query.section,
      ),
    }),
  });

  fastify.get(
    '/documents/:id/file',
    {
      schema: {
        tags: ['content'],
        summary: 'Файл документа для инвесторов',
        operationId: 'getInvestorDocumentFile',
        params: investorDocumentParamsSchema,
        querystring: holdingIdQuery,
        response: errorResponses(400, 404, 500),
      },
    },
    async (request, reply) => {
      const file = await findInvestorFile(fastify.db, request.query.holdingId, request.params.id);
      if (!file) throw new AppError(errorCode.notFound, 'Документ не найден');
      return sendFile(reply, file);
    },
  );
};

export default investors;
