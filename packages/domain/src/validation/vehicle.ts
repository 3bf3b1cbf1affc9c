import { FIELD_LIMITS } from '../constants/forms.ts';
import { MESSAGES, type FieldError } from './messages.ts';

export function isValidVin(value: string): boolean {
  return value.length === FIELD_LIMITS.vin;
}

/** SPEC 5: a VIN is 17 characters long. */
export function validateVin(value: string, required = false): FieldError {
  if (value.trim() === '') return required ? MESSAGES.required : null;
  return isValidVin(value) ? null : MESSAGES.vin;
}

/** A hidden number as the garage shows it: 11 characters of x, digits and asterisks. */
const MASKED_STATE_NUMBER = /^[x\d*]{11}$/i;

/**
 * SPEC 5: autos (first word not numeric, 'А 123 ВС 77') have 11 characters, motorcycles
 * (first word numeric, '1234 АВ 77') have 10; a masked 11-character number also passes.
 */
export function isValidStateNumber(value: string): boolean {
  const number = value.trim();
  if (MASKED_STATE_NUMBER.test(number)) return true;
  const firstWord = number.split(/\s+/)[0] ?? '';
  const expected = /^\d+$/.test(firstWord)
    ? FIELD_LIMITS.stateNumberMoto
    : FIELD_LIMITS.stateNumberAuto;
  return number.length === expected;
}

export function validateStateNumber(value: string, required = false): FieldError {
  if (value.trim() === '') return required ? MESSAGES.required : null;
  return isValidStateNumber(value) ? null : MESSAGES.stateNumber;
}
