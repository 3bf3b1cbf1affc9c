import { errorCode } from '@dealer/contract';
import { CONSENT_VERSION, isHoneypotClean, validateReviewForm } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dealerByCode,
  employeeByCode,
  insertReview,
  listReviews,
  ratingSummary,
  type ReviewScope,
} from '../../db/queries/content/reviews.ts';
import { AppError } from '../../errors.ts';
import { LEAD_LIMIT, throttleAddress } from '../../leads/request-context.ts';
import { leadMessages, throwIfInvalid } from '../../leads/validate.ts';
import { errorResponses } from '../error-responses.ts';
import { pageMeta } from '../page-meta.ts';
import { endpoint } from '../endpoint.ts';

const errors = errorResponses(400, 404, 500);
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
      meta: pageMeta(page, perPage, list.total),
      summary,
      dealer,
      employee,
    };
  };
  const dealerOf = async (holdingId: number, code: string) => {
    const dealer = await dealerByCode(fastify.db, holdingId, code);
    if (!dealer) throw new AppError(errorCode.notFound, 'Дилерский центр не найден');
    return dealer;
  };

  fastify.route({
    ...endpoint(fastify, 'GET /reviews', {
      tags,
      summary: 'Отзывы о дилерских центрах холдинга',
      operationId: 'listReviews',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, rating, page, perPage } = request.query;
      return answer({ holdingId, rating }, page, perPage, null, null);
    },
  });

  fastify.route({
    ...endpoint(fastify, 'POST /reviews', {
      tags,
      summary: 'Оставить отзыв о дилерском центре или сотруднике',
      description:
        'Имя (русские буквы), телефон в формате +7 ###-###-##-## (необязательно), оценка 1–5, текст 20–1500 символов и согласие обязательны, скрытое поле robot пустое. Отзыв сохраняется с доказательством согласия и ждёт проверки: в списках его нет, пока модератор не опубликует. С одного адреса не больше 30 форм за 10 минут, как у заявок.',
      operationId: 'submitReview',
      errors: errorResponses(400, 404, 429),
    }),
    handler: async (request, reply) => {
      const { holdingId } = request.query;
      const body = request.body;
      if (!isHoneypotClean(body.robot))
        throw new AppError(errorCode.invalidArgument, leadMessages.rejected);
      throwIfInvalid(validateReviewForm(body), '');
      await throttleAddress(fastify, request, reply, 'review', LEAD_LIMIT);
      const dealer = await dealerOf(holdingId, body.dealerCode);
      let employeeId: number | null = null;
      if (body.employeeCode) {
        const employee = await employeeByCode(fastify.db, dealer.id, body.employeeCode);
        if (!employee)
          throw new AppError(errorCode.notFound, 'Сотрудник не найден', [
            { field: 'employeeCode', message: 'Сотрудник не найден' },
          ]);
        employeeId = employee.id;
      }
      const now = fastify.services.clock();
      const reviewId = await insertReview(fastify.db, {
        holdingId,
        dealerId: dealer.id,
        employeeId,
        authorName: body.name.trim(),
        authorPhone: body.phone?.trim() || null,
        rating: body.rating as number,
        text: body.text.trim(),
        isPublished: false,
        createdAt: now,
        consentAt: now,
        consentIp: request.ip,
        consentVersion: CONSENT_VERSION,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return {
        success: true as const,
        reviewId,
        status: 'pending' as const,
        message: 'Спасибо! Отзыв появится на сайте после проверки.',
      };
    },
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reviews/:dealerCode', {
      tags,
      summary: 'Отзывы о дилерском центре',
      operationId: 'listDealerReviews',
      errors,
    }),
    handler: async (request) => {
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
  });

  fastify.route({
    ...endpoint(fastify, 'GET /reviews/:dealerCode/:employeeCode', {
      tags,
      summary: 'Отзывы о сотруднике дилерского центра',
      operationId: 'listEmployeeReviews',
      errors,
    }),
    handler: async (request) => {
      const { holdingId, rating, page, perPage } = request.query;
      const dealer = await dealerOf(holdingId, request.params.dealerCode);
      const employee = await employeeByCode(fastify.db, dealer.id, request.params.employeeCode);
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
  });
};

export default reviewsRoutes;
