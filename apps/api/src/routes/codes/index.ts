import {
  codeParamsSchema,
  errorCode,
  holdingIdQuery,
  itemCodeSchema,
  serverErrorSchema,
  shortLinkSchema,
  vcardQuerySchema,
  vcardSchema,
} from '@dealer/contract';
import { getHolding, isHoldingId } from '@dealer/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findVehicle, toShort } from '../../db/queries/catalog/detail.ts';
import { dealers, employees, itemCodes, shortLinks, vcards } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { vcardText } from './vcard.ts';

const errors = { 400: serverErrorSchema, 404: serverErrorSchema, 500: serverErrorSchema };
const tags = ['codes'];
const missing = () => new AppError(errorCode.notFound, 'Код не найден');

// SPEC 2.3 code-addressed pages: short links, printed item codes and business cards.
const codes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sl/:code',
    {
      schema: {
        tags,
        summary: 'Короткая ссылка: куда ведёт',
        operationId: 'getShortLink',
        params: codeParamsSchema,
        querystring: holdingIdQuery,
        response: { 200: shortLinkSchema, ...errors },
      },
    },
    async (request) => {
      const [link] = await fastify.db
        .update(shortLinks)
        .set({ hits: sql`${shortLinks.hits} + 1` })
        .where(
          and(
            eq(shortLinks.code, request.params.code),
            eq(shortLinks.holdingId, request.query.holdingId),
          ),
        )
        .returning({ code: shortLinks.code, targetUrl: shortLinks.targetUrl });
      if (!link) throw missing();
      return link;
    },
  );

  fastify.get(
    '/ic/:code',
    {
      schema: {
        tags,
        summary: 'Код товара или автомобиля',
        operationId: 'getItemCode',
        params: codeParamsSchema,
        querystring: holdingIdQuery,
        response: { 200: itemCodeSchema, ...errors },
      },
    },
    async (request) => {
      const { holdingId } = request.query;
      const [row] = await fastify.db
        .select()
        .from(itemCodes)
        .where(and(eq(itemCodes.code, request.params.code), eq(itemCodes.holdingId, holdingId)));
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
  );

  fastify.get(
    '/vcard/:code',
    {
      schema: {
        tags,
        summary: 'Визитка сотрудника (ru, en, cn)',
        operationId: 'getVcard',
        params: codeParamsSchema,
        querystring: vcardQuerySchema,
        response: { 200: vcardSchema, ...errors },
      },
    },
    async (request) => {
      const { holdingId, lang } = request.query;
      const [row] = await fastify.db
        .select({
          card: vcards,
          person: employees,
          dealerName: dealers.name,
          address: dealers.address,
        })
        .from(vcards)
        .innerJoin(employees, eq(employees.id, vcards.employeeId))
        .innerJoin(dealers, eq(dealers.id, employees.dealerId))
        .where(and(eq(vcards.code, request.params.code), eq(vcards.holdingId, holdingId)));
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
  );
};

export default codes;
