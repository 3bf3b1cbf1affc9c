import { z } from 'zod';
import { pageMetaSchema } from './catalog.ts';
import { text } from './identity-common.ts';
import { pagingQuery, reviewSchema } from './reviews.ts';

// Staff moderation of visitors' reviews (SPEC 2.5): a review appears only once it is published.

export const pendingReviewsQuerySchema = pagingQuery;

export const pendingReviewSchema = reviewSchema
  .extend({ phone: z.string().nullable(), consentAt: z.string().nullable() })
  .meta({ id: 'PendingReview' });
export type PendingReview = z.infer<typeof pendingReviewSchema>;

export const pendingReviewsSchema = z
  .object({ items: z.array(pendingReviewSchema), meta: pageMetaSchema })
  .meta({ id: 'PendingReviewList' });

export const reviewModerationParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Номер отзыва: целое число' })
    .int('Номер отзыва: целое число')
    .min(1, 'Номер отзыва: целое число')
    .meta({ type: 'integer' }),
});

export const reviewModerationBodySchema = z
  .object({
    decision: z
      .enum(['publish', 'reject'], { error: 'Решение: publish или reject' })
      .meta({ description: 'publish — опубликовать, reject — отклонить (отзыв не показывается)' }),
    reason: text(500).trim().optional().meta({
      description: 'Причина отклонения: обязательна для reject, видна только сотрудникам',
    }),
    answer: text(2000)
      .trim()
      .optional()
      .meta({ description: 'Ответ дилера, показывается под отзывом; пустой — без ответа' }),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Укажите причину отклонения' });
  });

export const reviewModeratedSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['published', 'rejected']),
    moderatedAt: z.string(),
  })
  .meta({ id: 'ReviewModerated' });
