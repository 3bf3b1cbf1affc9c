import {
  errorCode,
  reviewsDealerParamsSchema,
  reviewsEmployeeParamsSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  serverErrorSchema,
} from '@dealer/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReviews, ratingSummary, type ReviewScope } from '../../db/queries/content/reviews.ts';
import { dealers, employees } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const errors = { 400: serverErrorSchema, 404: serverErrorSchema, 500: serverErrorSchema };
const tags = ['reviews'];

// SPEC 2.5 reviews: of the whole holding, of one dealership, of one of its employees.
const reviewsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const answer = async (
    scope: ReviewScope,
    page: number,
    perPage: number,
    dealer: { code: string; name: string } | null,
    employee: { code: string; name: string; position: string } | null,
  ) => {
    const [list, summary] = await Promise.all([
      listReviews(fastify.db, scope, page, perPage),
      ratingSummary(fastify.db, {
        holdingId: scope.holdingId,
        dealerId: scope.dealerId,
        employeeId: scope.employeeId,
      }),
    ]);
    return {
      items: list.items,
      meta: {
        page: {
          current: page,
          perPage,
          total: list.total,
          totalPages: Math.ceil(list.total / perPage),
        },
      },
      summary,
      dealer,
      employee,
    };
  };
  const dealerOf = async (holdingId: number, code: string) => {
    const [dealer] = await fastify.db
      .select({ id: dealers.id, code: dealers.code, name: dealers.name })
      .from(dealers)
      .where(and(eq(dealers.holdingId, holdingId), eq(dealers.code, code)));
    if (!dealer) throw new AppError(errorCode.notFound, 'Дилерский центр не найден');
    return dealer;
  };

  fastify.get(
    '',
    {
      schema: {
        tags,
        summary: 'Отзывы о дилерских центрах холдинга',
        operationId: 'listReviews',
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { holdingId, rating, page, perPage } = request.query;
      return answer({ holdingId, rating }, page, perPage, null, null);
    },
  );

  fastify.get(
    '/:dealerCode',
    {
      schema: {
        tags,
        summary: 'Отзывы о дилерском центре',
        operationId: 'listDealerReviews',
        params: reviewsDealerParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { holdingId, rating, page, perPage } = request.query;
      const dealer = await dealerOf(holdingId, request.params.dealerCode);
      return answer(
        { holdingId, rating, dealerId: dealer.id },
        page,
        perPage,
        { code: dealer.code, name: dealer.name },
        null,
      );
    },
  );

  fastify.get(
    '/:dealerCode/:employeeCode',
    {
      schema: {
        tags,
        summary: 'Отзывы о сотруднике дилерского центра',
        operationId: 'listEmployeeReviews',
        params: reviewsEmployeeParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { holdingId, rating, page, perPage } = request.query;
      const dealer = await dealerOf(holdingId, request.params.dealerCode);
      const [employee] = await fastify.db
        .select()
        .from(employees)
        .where(
          and(eq(employees.dealerId, dealer.id), eq(employees.code, request.params.employeeCode)),
        );
      if (!employee) throw new AppError(errorCode.notFound, 'Сотрудник не найден');
      const person = {
        code: employee.code,
        name: `${employee.firstName} ${employee.lastName}`,
        position: employee.position,
      };
      return answer(
        { holdingId, rating, dealerId: dealer.id, employeeId: employee.id },
        page,
        perPage,
        { code: dealer.code, name: dealer.name },
        person,
      );
    },
  );
};

export default reviewsRoutes;
