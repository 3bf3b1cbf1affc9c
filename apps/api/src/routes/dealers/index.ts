import { errorCode } from '@dealer/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dealerAdvisers,
  filterDealers,
  holdingDealers,
  uniqueByName,
} from '../../db/queries/dealers/dealers.ts';
import { isOnSale } from '../../db/queries/catalog/on-sale.ts';
import { ratingSummary } from '../../db/queries/content/reviews.ts';
import { AppError } from '../../errors.ts';
import { countBy } from './count-by.ts';
import { endpoint } from '../endpoint.ts';
import { errorResponses } from '../error-responses.ts';

const errors = errorResponses(400, 404, 500);
const tags = ['dealers'];

// SPEC 7 /dealers: the dealerships of a holding, their departments and advisers.
const dealersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const dealerOf = async (holdingId: number, city: string, code: string) => {
    const dealer = (await holdingDealers(fastify.db, holdingId)).find(
      (d) => d.code === code && d.city.code === city,
    );
    if (!dealer) throw new AppError(errorCode.notFound, 'Дилерский центр не найден');
    return dealer;
  };

  fastify.route({
    ...endpoint(fastify, 'GET /dealers', {
      tags,
      summary: 'Дилерские центры холдинга',
      operationId: 'listDealers',
      errors,
    }),
    handler: async (request) => ({
      items: filterDealers(
        await holdingDealers(fastify.db, request.query.holdingId),
        request.query,
      ),
    }),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /dealers/short', {
      tags,
      summary: 'Дилерские центры для форм: по отделу и марке, без повторов по названию',
      operationId: 'listDealersShort',
      errors,
    }),
    handler: async (request) => ({
      dealer: uniqueByName(
        filterDealers(await holdingDealers(fastify.db, request.query.holdingId), request.query),
      ),
    }),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /dealers/get/filter', {
      tags,
      summary: 'Фильтр списка дилеров: города, марки, отделы',
      operationId: 'getDealersFilter',
      errors,
    }),
    handler: async (request) => {
      const list = await holdingDealers(fastify.db, request.query.holdingId);
      return {
        cities: countBy(list.map((d) => [d.city.code, d.city.name])),
        brands: countBy(list.flatMap((d) => d.brands.map((b) => [b.code, b.nameEn] as const))),
        departments: countBy(
          list.flatMap((d) => d.departments.map((dep) => [dep.code, dep.name] as const)),
        ),
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /dealers/other/:code', {
      tags,
      summary: 'Другие дилерские центры холдинга (блок на странице дилера)',
      description:
        'Все дилерские центры холдинга, кроме указанного; city и markCode сужают список. Неизвестный дилер: 404.',
      operationId: 'listOtherDealers',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, city, markCode } = request.query;
      const list = await holdingDealers(fastify.db, holdingId);
      if (!list.some((d) => d.code === request.params.code))
        throw new AppError(errorCode.notFound, 'Дилерский центр не найден');
      const others = list.filter((d) => d.code !== request.params.code);
      return { items: filterDealers(others, { city, markCode }) };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /dealers/advisers', {
      tags,
      summary: 'Консультанты дилерских центров',
      operationId: 'listAdvisers',
      errors,
    }),
    handler: async (request) => ({
      items: await dealerAdvisers(fastify.db, request.query.holdingId, request.query),
    }),
  });

  fastify.route({
    ...endpoint(fastify, 'GET /dealers/:city/:code', {
      tags,
      summary: 'Дилерский центр с отделами, консультантами и рейтингом',
      operationId: 'getDealer',
      errors,
    }),
    handler: async (request) => {
      const { holdingId } = request.query;
      const dealer = await dealerOf(holdingId, request.params.city, request.params.code);
      const [advisers, rating, index] = await Promise.all([
        dealerAdvisers(fastify.db, holdingId, { dealerCode: dealer.code }),
        ratingSummary(fastify.db, { holdingId, dealerId: dealer.id }),
        fastify.catalogStore.holding(holdingId),
      ]);
      const vehicleCount = index.cards.filter(
        (c) => c.dealer.id === dealer.id && isOnSale(c.status),
      ).length;
      const { holdingId: _holding, ...shape } = dealer;
      return { ...shape, advisers, rating, vehicleCount };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /dealers/:city/:code/advisers/:adviser', {
      tags,
      summary: 'Консультант дилерского центра',
      operationId: 'getAdviser',
      errors,
    }),
    handler: async (request) => {
      const { city, code, adviser } = request.params;
      const [found] = await dealerAdvisers(fastify.db, request.query.holdingId, {
        city,
        dealerCode: code,
        adviser,
      });
      if (!found) throw new AppError(errorCode.notFound, 'Консультант не найден');
      return found;
    },
  });
};

export default dealersRoutes;
