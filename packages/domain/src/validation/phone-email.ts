import { FIELD_LIMITS } from '../constants/forms.ts';
import { MESSAGES, maxLengthMessage, type FieldError } from './messages.ts';
import { PHONE_FOCUS_PREFIX } from './mask.ts';

/** SPEC 5: a leading 8 or +7, a space, 3 digits, then 10 digits or hyphens. */
const PHONE = /^(8|\+7) \d{3}[\d-]{10}$/;

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/** SPEC 5: a required phone counts as filled at 16 characters, the length of the full mask. */
export function isPhoneFilled(value: string): boolean {
  return value.length >= FIELD_LIMITS.phone;
}

export function validatePhone(value: string, required = true): FieldError {
  const blank = value.trim() === '' || value === PHONE_FOCUS_PREFIX || value.trim() === '+7';
  if (blank) return required ? MESSAGES.required : null;
  if (!isValidPhone(value)) return MESSAGES.phone;
  if (required && !isPhoneFilled(value)) return MESSAGES.required;
  return null;
}

export const EMAIL_TLDS = [
  'com',
  'ru',
  'name',
  'xxx',
  'co',
  'ua',
  'guru',
  'info',
  'net',
  'life',
  'io',
  'biz',
  'org',
  'sex',
  'by',
  'online',
  'fm',
  'pro',
  'me',
  'xyz',
  'agency',
] as const;

const LOCAL = String.raw`(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")`;
const IP_LITERAL = String.raw`\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]`;
const DOMAIN = String.raw`(?:[a-z0-9-]+\.)+(?:${EMAIL_TLDS.join('|')})`;
const EMAIL = new RegExp(`^${LOCAL}@(?:${IP_LITERAL}|${DOMAIN})$`, 'i');

/** SPEC 5: a mailbox at a domain with one of the listed TLDs, or at an IP literal like [10.0.0.1]. */
export function isValidEmail(value: string): boolean {
  if (value.length > FIELD_LIMITS.email) return false;
  const match = EMAIL.exec(value);
  if (!match) return false;
  return match.slice(1, 5).every((octet) => octet === undefined || Number(octet) <= 255);
}

export function validateEmail(value: string, required = true): FieldError {
  if (value.trim() === '') return required ? MESSAGES.required : null;
  if (value.length > FIELD_LIMITS.email) return maxLengthMessage(FIELD_LIMITS.email);
  return isValidEmail(value) ? null : MESSAGES.email;
}
