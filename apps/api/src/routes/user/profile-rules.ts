import { errorCode, type ErrorDetail } from '@dealer/contract';
import { MESSAGES, maxLengthMessage, validateEmail, validateFirstName } from '@dealer/domain';
import { AppError } from '../../errors.ts';

type Names = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  middleName?: string | undefined;
  email?: string | undefined;
};

const RUSSIAN_NAME = /^[А-Яа-яЁё\s-]*$/;

/**
 * SPEC 5 rules for the profile: Russian names, e-mail by pattern. A first name given is held to the
 * first-name rule (Russian letters, spaces, hyphens) as the forms hold it; a missing or blank one
 * is refused when required (the registration form, and a registered customer's profile, which
 * must not be blanked).
 */
export function checkProfile(values: Names, firstNameRequired: boolean): void {
  const details: ErrorDetail[] = [];
  if (values.firstName !== undefined || firstNameRequired) {
    const firstName = (values.firstName ?? '').trim();
    const error = validateFirstName(firstName, firstNameRequired || firstName !== '');
    if (error) details.push({ field: 'firstName', message: error });
  }
  for (const field of ['lastName', 'middleName'] as const) {
    const value = values[field]?.trim();
    if (!value) continue;
    if (value.length > 254) details.push({ field, message: maxLengthMessage(254) });
    else if (!RUSSIAN_NAME.test(value)) details.push({ field, message: MESSAGES.onlyRussian });
  }
  if (values.email !== undefined) {
    const error = validateEmail(values.email.trim(), false);
    if (error) details.push({ field: 'email', message: error });
  }
  const first = details[0];
  if (first) throw new AppError(errorCode.invalidArgument, first.message, details);
}

export function trimmed<T extends Names>(values: T): T {
  const out = { ...values };
  for (const field of ['firstName', 'lastName', 'middleName', 'email'] as const) {
    const value = out[field];
    if (value !== undefined) out[field] = value.trim();
  }
  return out;
}
