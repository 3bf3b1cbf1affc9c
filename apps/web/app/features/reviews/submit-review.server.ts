import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { isHoneypotClean, validateReviewForm } from '@dealer/domain';
import type { ReviewField } from '@dealer/domain';
import { refusalOf } from '../../shared/api/api-error.ts';
import { apiContext } from '../../shared/api/context.ts';

export type ReviewFormField = ReviewField | 'dealerCode';
const FORM_FIELDS: readonly string[] = ['name', 'phone', 'rating', 'text', 'policy', 'dealerCode'];
const isFormField = (field: string): field is ReviewFormField => FORM_FIELDS.includes(field);

export type ReviewFormResult =
  | { ok: true; message: string }
  | {
      ok: false;
      /** A message for the whole form (limits, outages), else null. */
      message: string | null;
      errors: Partial<Record<ReviewFormField, string>>;
      values: Record<'name' | 'phone' | 'text' | 'rating' | 'dealerCode', string>;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const MESSAGES = {
  robot: 'Отзыв не отправлен. Обновите страницу и попробуйте ещё раз.',
  tooMany: 'Слишком много отправок с вашего адреса. Попробуйте через несколько минут.',
  failed: 'Не удалось отправить отзыв. Попробуйте ещё раз чуть позже.',
  dealer: 'Выберите дилерский центр',
} as const;

/**
 * The review form's action: the domain's rules first (the same the API applies), then the API,
 * which keeps the review for moderation. Works as a plain form post, before or without scripts.
 */
export async function submitReview(
  context: Readonly<RouterContextProvider>,
  request: Request,
  fixed: { dealerCode?: string; employeeCode?: string },
) {
  const form = await request.formData();
  const values = {
    name: text(form, 'name').trim(),
    phone: text(form, 'phone').trim(),
    text: text(form, 'text'),
    rating: text(form, 'rating'),
    dealerCode: fixed.dealerCode ?? text(form, 'dealerCode'),
  };
  const fail = (
    status: number,
    errors: Partial<Record<ReviewFormField, string>>,
    message: string | null = null,
  ) => data<ReviewFormResult>({ ok: false, message, errors, values }, { status });

  if (!isHoneypotClean(form.get('robot') ?? '')) return fail(400, {}, MESSAGES.robot);
  const rating = /^[1-5]$/.test(values.rating) ? Number(values.rating) : undefined;
  const check = validateReviewForm({
    name: values.name,
    phone: values.phone,
    rating,
    text: values.text,
    policy: form.get('policy') === 'on',
  });
  const errors: Partial<Record<ReviewFormField, string>> = {};
  for (const [field, list] of Object.entries(check.errors) as [ReviewField, string[]][])
    if (list[0]) errors[field] = list[0];
  if (!/^[a-z0-9][a-z0-9_.-]{0,63}$/.test(values.dealerCode)) errors.dealerCode = MESSAGES.dealer;
  if (!check.valid || errors.dealerCode) return fail(400, errors);

  const sent = await context.get(apiContext).post('/reviews', {
    body: {
      dealerCode: values.dealerCode,
      ...(fixed.employeeCode ? { employeeCode: fixed.employeeCode } : {}),
      name: values.name,
      ...(values.phone && values.phone !== '+7' ? { phone: values.phone } : {}),
      rating,
      text: values.text.trim(),
      policy: true,
    },
  });
  if (sent.status === 200 && sent.body && 'success' in sent.body)
    return data<ReviewFormResult>({ ok: true, message: sent.body.message });
  if (sent.status === 429) return fail(429, {}, MESSAGES.tooMany);
  if (sent.status === 400 || sent.status === 404) {
    const { message, details } = refusalOf(sent.body);
    const fieldErrors: Partial<Record<ReviewFormField, string>> = {};
    for (const item of details)
      if (isFormField(item.field) && item.message) fieldErrors[item.field] = item.message;
    return fail(
      sent.status,
      fieldErrors,
      Object.keys(fieldErrors).length ? null : (message ?? MESSAGES.failed),
    );
  }
  return fail(503, {}, MESSAGES.failed);
}
