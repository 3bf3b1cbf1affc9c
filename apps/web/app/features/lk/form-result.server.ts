import { data } from 'react-router';
import { SERVICE_UNAVAILABLE, refusalOf } from '../../shared/api/api-error.ts';
import type { FormResult } from './types.ts';

/** The API's 4xx answer becomes the form's messages; anything else is a temporary failure. */
export function failed(
  answer: { status: number; body: unknown },
  values: Record<string, string>,
  /** The API's field names that the form calls otherwise. */
  renamed: Record<string, string> = {},
) {
  const refusal = refusalOf(answer.body);
  const client = answer.status >= 400 && answer.status < 500;
  const errors: Record<string, string> = {};
  for (const detail of client ? refusal.details : [])
    errors[renamed[detail.field] ?? detail.field] ??= detail.message;
  const message = client && refusal.message !== null ? refusal.message : SERVICE_UNAVAILABLE;
  return data<FormResult>({ ok: false, message, errors, values }, client ? answer.status : 502);
}

export function done(message: string, values: Record<string, string> = {}) {
  return data<FormResult>({ ok: true, message, errors: {}, values });
}

/** The text fields of a posted form, trimmed; a field not posted reads as empty. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()]));
}

/**
 * The text fields a posted form carries, trimmed: a field it does not carry is left out, so a
 * change of some fields (or an empty post) never blanks the others.
 */
export function postedFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.filter((name) => form.has(name)).map((name) => [name, String(form.get(name)).trim()]),
  );
}
