import { z } from 'zod';
import { pageMetaSchema } from './catalog.ts';
import { holdingIdQuery } from './common.ts';
import { pageParam, perPageParam } from './paging.ts';
import { ratingSummarySchema } from './dealers.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'Код: строчные латинские буквы, цифры и дефис');

export const reviewSchema = z
  .object({
    id: z.number().int(),
    authorName: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    answer: z.string().nullable(),
    createdAt: z.string(),
    dealer: z.object({ code: z.string(), name: z.string() }),
    employee: z.object({ code: z.string(), name: z.string(), position: z.string() }).nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

const paging = { page: pageParam, perPage: perPageParam(20) };
export const pagingQuery = holdingIdQuery.extend(paging);

export const reviewsQuerySchema = pagingQuery.extend({
  rating: z.coerce
    .number({ error: 'Оценка: от 1 до 5' })
    .int('Оценка: от 1 до 5')
    .min(1, 'Оценка: от 1 до 5')
    .max(5, 'Оценка: от 1 до 5')
    .optional()
    .meta({ type: 'integer' }),
});
export const reviewsDealerParamsSchema = z.object({ dealerCode: slug });
export const reviewsEmployeeParamsSchema = reviewsDealerParamsSchema.extend({ employeeCode: slug });

export const reviewsResponseSchema = z
  .object({
    items: z.array(reviewSchema),
    meta: pageMetaSchema,
    summary: ratingSummarySchema,
    dealer: z.object({ code: z.string(), name: z.string() }).nullable(),
    employee: z.object({ code: z.string(), name: z.string(), position: z.string() }).nullable(),
  })
  .meta({ id: 'ReviewList' });

// POST /reviews: a visitor's review of a dealership, optionally of one of its employees.
export const reviewSubmitBodySchema = z.object({
  dealerCode: slug.meta({ description: 'Дилерский центр' }),
  employeeCode: slug.optional().meta({ description: 'Сотрудник этого центра, если отзыв о нём' }),
  name: z.string({ error: 'Необходимо заполнить поле' }).max(1000, 'Не более 254 символов'),
  phone: z
    .string({ error: 'Некорректный формат телефона.' })
    .max(64, 'Некорректный формат телефона.')
    .optional()
    .meta({ description: 'Телефон для связи модератора: +7 ###-###-##-##, необязательно' }),
  rating: z
    .unknown()
    .meta({ type: 'integer', minimum: 1, maximum: 5, description: 'Оценка от 1 до 5' }),
  text: z.string({ error: 'Необходимо заполнить поле' }).max(10_000, 'Не более 1500 символов'),
  policy: z.boolean({ error: 'Необходимо заполнить поле' }).meta({
    description: 'Согласие с пользовательским соглашением и обработкой персональных данных',
  }),
  robot: z.unknown().optional().meta({ description: 'Скрытое поле-ловушка: должно быть пустым' }),
});
export const reviewAcceptedSchema = z
  .object({
    success: z.literal(true),
    reviewId: z.number().int(),
    status: z.literal('pending'),
    message: z.string(),
  })
  .meta({ id: 'ReviewAccepted' });
