import { z } from 'zod';
import { REVIEW_MESSAGES, validateReviewForm, type ReviewField } from './validation/review.ts';
import { normalizeNameInput } from './validation/text-fields.ts';

// The review form as a zod schema, for Conform in the browser and the route action on the server.
// The rules stay in validateReviewForm (the API applies the same): the schema shapes the posted
// form and hands it over, so a message reads the same wherever the check runs.

const DEALER_CODE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
export const REVIEW_DEALER_MESSAGE = 'Выберите дилерский центр';
const REVIEW_FIELDS: readonly ReviewField[] = ['name', 'phone', 'rating', 'text', 'policy'];

export const reviewFormSchema = z
  .object({
    dealerCode: z
      .string({ error: REVIEW_DEALER_MESSAGE })
      .regex(DEALER_CODE, REVIEW_DEALER_MESSAGE),
    name: z.string().max(300).optional(),
    phone: z.string().max(32).optional(),
    rating: z.number({ error: REVIEW_MESSAGES.rating }).optional(),
    text: z.string().max(3000).optional(),
    policy: z.boolean().optional(),
    // The honeypot is not judged here: the action refuses a filled one without saying which field.
    robot: z.string().max(254).optional(),
  })
  .superRefine((values, ctx) => {
    const check = validateReviewForm({
      name: values.name ?? '',
      phone: values.phone,
      rating: values.rating,
      text: values.text ?? '',
      policy: values.policy === true,
    });
    for (const field of REVIEW_FIELDS)
      for (const message of check.errors[field] ?? [])
        ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((values) => ({
    ...values,
    name: normalizeNameInput(values.name ?? ''),
    phone: values.phone?.trim() && values.phone.trim() !== '+7' ? values.phone.trim() : undefined,
    text: (values.text ?? '').trim(),
  }));

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
