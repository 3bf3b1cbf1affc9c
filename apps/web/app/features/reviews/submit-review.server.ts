import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { isHoneypotClean } from '@dealer/domain';
import { reviewFormSchema } from '@dealer/domain/review-schema';
import { apiContext } from '../../shared/api/context.ts';

export type ReviewFormResult =
  { ok: true; message: string } | { ok: false; result: SubmissionResult<string[]> };

const MESSAGES = {
  robot: 'Отзыв не отправлен. Обновите страницу и попробуйте ещё раз.',
  tooMany: 'Слишком много отправок с вашего адреса. Попробуйте через несколько минут.',
  failed: 'Не удалось отправить отзыв. Попробуйте ещё раз чуть позже.',
} as const;

/**
 * The review form's action: the domain's schema (the rule the API applies too), then the API,
 * which keeps the review for moderation. A plain form post, so it works without scripts as well.
 */
export async function submitReview(
  context: Readonly<RouterContextProvider>,
  request: Request,
  fixed: { dealerCode?: string; employeeCode?: string },
) {
  const form = await request.formData();
  if (fixed.dealerCode) form.set('dealerCode', fixed.dealerCode);
  const submission = parseWithZod(form, { schema: reviewFormSchema });
  const fail = (status: number, formErrors: string[] = [], fieldErrors = {}) =>
    data<ReviewFormResult>(
      { ok: false, result: submission.reply({ formErrors, fieldErrors }) },
      { status },
    );
  if (submission.status !== 'success') return fail(400);
  const values = submission.value;
  if (!isHoneypotClean(values.robot ?? '')) return fail(400, [MESSAGES.robot]);

  const sent = await context.get(apiContext).post('/reviews', {
    body: {
      dealerCode: values.dealerCode,
      ...(fixed.employeeCode ? { employeeCode: fixed.employeeCode } : {}),
      name: values.name,
      ...(values.phone ? { phone: values.phone } : {}),
      rating: values.rating,
      text: values.text,
      policy: true,
    },
  });
  if (sent.status === 200 && sent.body && 'success' in sent.body)
    return data<ReviewFormResult>({ ok: true, message: sent.body.message });
  if (sent.status === 429) return fail(429, [MESSAGES.tooMany]);
  if (sent.status === 400 || sent.status === 404) {
    const body = sent.body as { message?: string; details?: unknown } | undefined;
    const fieldErrors: Record<string, string[]> = {};
    for (const item of (Array.isArray(body?.details) ? body.details : []) as {
      field?: string;
      message?: string;
    }[])
      if (item.field && item.message) fieldErrors[item.field] = [item.message];
    const general = Object.keys(fieldErrors).length ? [] : [body?.message ?? MESSAGES.failed];
    return fail(sent.status, general, fieldErrors);
  }
  return fail(503, [MESSAGES.failed]);
}
