import {
  pendingReviewsQuerySchema,
  pendingReviewsSchema,
  reviewModeratedSchema,
  reviewModerationBodySchema,
  reviewModerationParamsSchema,
} from '../review-moderation.ts';
import type { EndpointGroup } from './types.ts';

// Staff-only: the reviews waiting for a moderator, and the moderator's decision.
export const moderationEndpoints = {
  'GET /reports/reviews': { query: pendingReviewsQuerySchema, response: pendingReviewsSchema },
  'POST /reports/reviews/:id': {
    params: reviewModerationParamsSchema,
    query: pendingReviewsQuerySchema.pick({ holdingId: true }),
    body: reviewModerationBodySchema,
    response: reviewModeratedSchema,
  },
} as const satisfies EndpointGroup;
