import { QR_LEVELS, type QrLevel } from '../constants/catalog.ts';
import { MESSAGES, type FieldError } from './messages.ts';

/** SPEC 5: consent to the user agreement and personal-data terms is required. */
export function validatePolicy(checked: boolean): FieldError {
  return checked ? null : MESSAGES.required;
}

/** SPEC 5: the hidden robot field passes only when empty (and is never sent). */
export function isHoneypotClean(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** SPEC 5: a numeric input yields an integer, or '' when there is none. */
export function numericInput(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : '';
  if (typeof value !== 'string') return '';
  const n = Number.parseInt(value.trim(), 10);
  return Number.isSafeInteger(n) ? n : '';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** SPEC 5 route-local date helper: YYYY-MM-DD with a real month and day, year not before today's. */
export function isValidFutureDate(value: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth && year >= today.getFullYear();
}

export function isQrLevel(value: unknown): value is QrLevel {
  return QR_LEVELS.some((level) => level === value);
}
