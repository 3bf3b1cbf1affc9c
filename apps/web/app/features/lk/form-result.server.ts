import { data } from 'react-router';
import type { FormResult } from './types.ts';

const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';

/** The API's 4xx answer becomes the form's messages; anything else is a temporary failure. */
export function failed(
  answer: { status: number; body: unknown },
  values: Record<string, string>,
  /** The API's field names that the form calls otherwise. */
  renamed: Record<string, string> = {},
) {
  const body = answer.body as
    { message?: unknown; details?: { field?: unknown; message?: unknown }[] } | undefined;
  const client = answer.status >= 400 && answer.status < 500;
  const errors: Record<string, string> = {};
  for (const detail of client && Array.isArray(body?.details) ? body.details : []) {
    if (typeof detail.field === 'string' && typeof detail.message === 'string')
      errors[renamed[detail.field] ?? detail.field] ??= detail.message;
  }
  const message = client && typeof body?.message === 'string' ? body.message : UNAVAILABLE;
  return data<FormResult>({ ok: false, message, errors, values }, client ? answer.status : 502);
}

export function done(message: string, values: Record<string, string> = {}) {
  return data<FormResult>({ ok: true, message, errors: {}, values });
}

/** The text fields of a posted form, trimmed. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()]));
}
