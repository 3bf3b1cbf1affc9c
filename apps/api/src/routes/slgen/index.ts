import { randomInt } from 'node:crypto';
import { errorCode } from '@dealer/contract';
import { shortLinkTarget, type HoldingId } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertShortLink, shortLinkTo } from '../../db/queries/codes.ts';
import { AppError } from '../../errors.ts';
import { throttleAddress } from '../../leads/request-context.ts';
import { authMessages, staffOf } from '../../plugins/app/auth.ts';
import { noStore } from '../../plugins/app/no-store.ts';
import { errorResponses } from '../error-responses.ts';
import { endpoint } from '../endpoint.ts';

// Links one address may ask for (docs/decisions/0010): staff share a few pages, a robot floods.
export const SHORT_LINK_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 7;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

// SPEC 2.3 /slgen: a short /sl/{code} link to a page of the holding's site; the same page, the same
// code. Staff only (the desk's token): the site's /slgen page posts here as the signed-in staff member.
const slgen: FastifyPluginAsyncZod = async (fastify) => {
  noStore(fastify);
  fastify.addHook('onRequest', fastify.authenticateStaff);

  fastify.route({
    ...endpoint(fastify, 'POST /slgen', {
      tags: ['codes'],
      summary: 'Сделать короткую ссылку на страницу сайта',
      description:
        'Только сотрудник (токен входа /reports) этого холдинга или всей группы: без токена 401, сотрудник другого холдинга 403. Не больше 20 запросов с одного адреса за 10 минут. Принимает путь страницы или полный адрес на домене этого холдинга; чужие домены, другие схемы и ссылки на короткие ссылки отклоняются. Для одной страницы всегда один код; открывается через GET /codes/sl/{code}.',
      operationId: 'createShortLink',
      errors: errorResponses(400, 401, 403, 422, 429),
    }),
    handler: async (request, reply) => {
      const holdingId = request.query.holdingId as HoldingId;
      const staff = staffOf(request);
      if (staff.holdingId !== null && staff.holdingId !== holdingId)
        throw new AppError(errorCode.permissionDenied, authMessages.forbidden);
      const target = shortLinkTarget(request.body.url, holdingId);
      if (!target.ok)
        throw new AppError(errorCode.invalidArgument, target.message, [
          { field: 'url', message: target.message },
        ]);
      await throttleAddress(fastify, request, reply, 'slgen', SHORT_LINK_LIMIT);
      const known = await shortLinkTo(fastify.db, holdingId, target.path);
      if (known) return { ...known, created: false };
      // A code taken by another page is drawn again; a page added meanwhile by another request wins.
      for (let attempt = 0; attempt < 5; attempt++) {
        const inserted = await insertShortLink(fastify.db, holdingId, newCode(), target.path);
        if (inserted) return { ...inserted, created: true };
        const raced = await shortLinkTo(fastify.db, holdingId, target.path);
        if (raced) return { ...raced, created: false };
      }
      throw new AppError(errorCode.internal, 'no free short link code');
    },
  });
};

export default slgen;
