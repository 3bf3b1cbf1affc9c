import { errorCode } from '@dealer/contract';
import { getHolding, isHoldingId } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findVehicle, toShort } from '../../db/queries/catalog/detail.ts';
import {
  findItemCode,
  findPersonProfile,
  findVcard,
  hitShortLink,
} from '../../db/queries/codes.ts';
import { AppError } from '../../errors.ts';
import { vcardText } from './vcard.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 404, 500);
const tags = ['codes'];
const missing = () => new AppError(errorCode.notFound, 'Код не найден');

// SPEC 2.3 code-addressed pages: short links, printed item codes and business cards.
const codes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.route({
    ...endpoint(fastify, 'GET /codes/sl/:code', {
      tags,
      summary: 'Короткая ссылка: куда ведёт',
      operationId: 'getShortLink',
      errors,
    }),
    handler: async (request) => {
      const link = await hitShortLink(fastify.db, request.query.holdingId, request.params.code);
      if (!link) throw missing();
      return link;
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /codes/ic/:code', {
      tags,
      summary: 'Код товара или автомобиля',
      operationId: 'getItemCode',
      errors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const row = await findItemCode(fastify.db, holdingId, request.params.code);
      if (!row) throw missing();
      const vehicle = row.vehicleId
        ? await findVehicle(fastify.db, holdingId, row.vehicleId)
        : null;
      const targetUrl = vehicle ? `/catalog/${vehicle.id}/` : `/item/${row.storeItemId ?? ''}/`;
      return {
        code: row.code,
        targetUrl,
        vehicle: vehicle ? toShort(vehicle) : null,
        storeItemId: row.storeItemId,
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /codes/vcard/:code', {
      tags,
      summary: 'Визитка сотрудника (ru, en, cn)',
      operationId: 'getVcard',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, lang } = request.query;
      const row = await findVcard(fastify.db, holdingId, request.params.code);
      if (!row) throw missing();
      const company = isHoldingId(holdingId) ? getHolding(holdingId).holdingName : row.dealerName;
      const translated = lang === 'ru' ? undefined : row.card.translations[lang];
      if (lang !== 'ru' && !translated)
        throw new AppError(errorCode.notFound, 'Визитки на этом языке нет');
      const names = translated ?? {
        firstName: row.person.firstName,
        lastName: row.person.lastName,
        position: row.person.position,
        company,
      };
      const card = {
        code: row.card.code,
        lang,
        ...names,
        phone: row.person.phone,
        email: row.person.email,
        address: row.address,
        photo: row.person.photo,
      };
      return { ...card, vcf: vcardText(card) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /codes/people/:person', {
      tags,
      summary: 'Страница сотрудника /i/{person} (ru, en, cn)',
      description:
        'Профиль одного из немногих сотрудников со своей страницей: имя, должность, контакты и код визитки. На en и cn имя и должность переведены.',
      operationId: 'getPerson',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, lang } = request.query;
      const row = await findPersonProfile(fastify.db, holdingId, request.params.person);
      if (!row) throw new AppError(errorCode.notFound, 'Страница сотрудника не найдена');
      const company = isHoldingId(holdingId) ? getHolding(holdingId).holdingName : row.dealer.name;
      const translated = lang === 'ru' ? undefined : row.card.translations[lang];
      if (lang !== 'ru' && !translated)
        throw new AppError(errorCode.notFound, 'Страницы на этом языке нет');
      const names = translated ?? {
        firstName: row.person.firstName,
        lastName: row.person.lastName,
        position: row.person.position,
        company,
      };
      return {
        slug: request.params.person,
        lang,
        ...names,
        phone: row.person.phone,
        email: row.person.email,
        photo: row.person.photo,
        about: lang === 'ru' ? row.person.about : '',
        dealer: { ...row.dealer, city: row.dealer.city === 'spb' ? 'spb' : 'msk' } as const,
        vcardCode: row.card.code,
      };
    },
  });
};

export default codes;
