import { FIELD_LIMITS } from '../constants/forms.ts';
import type { FormCheck } from './lead-form.ts';
import { MESSAGES, maxLengthMessage } from './messages.ts';
import { validatePolicy } from './misc.ts';
import { validatePhone } from './phone-email.ts';
import { isFilled, validateFirstName } from './text-fields.ts';

export const REVIEW_MESSAGES = {
  rating: 'Поставьте оценку от 1 до 5',
  tooShort: 'Напишите отзыв хотя бы из 20 символов',
} as const;
export const REVIEW_TEXT_MIN = 20;

export type ReviewField = 'name' | 'phone' | 'rating' | 'text' | 'policy';
export type ReviewValues = {
  name: string;
  /** For the moderator to ask back; never shown. Optional, checked when given. */
  phone?: string | undefined;
  rating: unknown;
  text: string;
  policy: boolean;
};

const errorsOf = (message: string | null) => (message ? [message] : []);

/** A visitor's review: a Russian first name, a phone in the SPEC 5 format if given, a whole rating 1..5, 20 to 1500 characters, consent. */
export function validateReviewForm(values: ReviewValues): FormCheck<ReviewField> {
  const rating = values.rating;
  const ratingOk =
    typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;
  const text = values.text.trim();
  const textError = !isFilled(text)
    ? MESSAGES.required
    : text.length < REVIEW_TEXT_MIN
      ? REVIEW_MESSAGES.tooShort
      : text.length > FIELD_LIMITS.textArea
        ? maxLengthMessage(FIELD_LIMITS.textArea)
        : null;
  const errors: FormCheck<ReviewField>['errors'] = {
    name: errorsOf(validateFirstName(values.name.trim())),
    phone: errorsOf(validatePhone(values.phone ?? '', false)),
    rating: ratingOk ? [] : [REVIEW_MESSAGES.rating],
    text: errorsOf(textError),
    policy: errorsOf(validatePolicy(values.policy)),
  };
  return { valid: Object.values(errors).every((list) => list.length === 0), errors };
}
