import { FIELD_LIMITS } from '../constants/forms.ts';
import { MESSAGES, maxLengthMessage, type FieldError } from './messages.ts';

export type FieldValue = string | number | boolean | readonly unknown[] | null | undefined;

/** Filled: a non-blank string, a number, true, or a non-empty list. */
export function isFilled(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

export function validateRequired(value: FieldValue): FieldError {
  return isFilled(value) ? null : MESSAGES.required;
}

const RUSSIAN_NAME = /^[А-Яа-яЁё\s-]+$/;

/** SPEC 5: a required first name takes Russian letters, spaces and hyphens only. */
export function validateFirstName(value: string, required = true): FieldError {
  if (!isFilled(value)) return required ? MESSAGES.required : null;
  if (value.length > FIELD_LIMITS.name) return maxLengthMessage(FIELD_LIMITS.name);
  if (required && !RUSSIAN_NAME.test(value.trim())) return MESSAGES.onlyRussian;
  return null;
}

const NOT_NAME_CHAR = /[^A-Za-zА-Яа-яЁё\s-]/g;

/** SPEC 5 name input: Latin and Cyrillic letters (with spaces and hyphens), trimmed, capitalised, ≤ 254. */
export function normalizeNameInput(value: string): string {
  const cleaned = value.replace(NOT_NAME_CHAR, '').trim();
  const capitalised = cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  return capitalised.slice(0, FIELD_LIMITS.name);
}

/** SPEC 5: text areas hold at most 1500 characters by default. */
export function validateTextArea(
  value: string,
  max: number = FIELD_LIMITS.textArea,
  required = false,
): FieldError {
  if (!isFilled(value)) return required ? MESSAGES.required : null;
  return value.length > max ? maxLengthMessage(max) : null;
}

export interface TextCounter {
  count: number;
  max: number;
  remaining: number;
  /** e.g. '120/1500' */
  label: string;
}

export function textCounter(value: string, max: number = FIELD_LIMITS.textArea): TextCounter {
  const count = value.length;
  return { count, max, remaining: Math.max(0, max - count), label: `${count}/${max}` };
}
