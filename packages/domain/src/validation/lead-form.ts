import { FIELD_LIMITS } from '../constants/forms.ts';
import { MESSAGES, maxLengthMessage, type FieldError } from './messages.ts';
import { isHoneypotClean, validatePolicy } from './misc.ts';
import { validateEmail, validatePhone } from './phone-email.ts';
import { isFilled, validateFirstName, validateTextArea, type FieldValue } from './text-fields.ts';
import { validateStateNumber, validateVin } from './vehicle.ts';

/** SPEC 3 lead form fields. */
export const LEAD_FIELD_NAMES = [
  'name',
  'firstname',
  'lastname',
  'middlename',
  'phone',
  'email',
  'dealer',
  'policy',
  'files',
  'robot',
  'comment',
  'mark',
  'model',
  'stateNumber',
  'vin',
] as const;
export type LeadFieldName = (typeof LEAD_FIELD_NAMES)[number];

export interface LeadField {
  value: FieldValue;
  isRequire?: boolean;
}
export type LeadFields = Readonly<Partial<Record<LeadFieldName, LeadField>>>;

export interface FormCheck<K extends string> {
  /** Every required field filled and every check passed. */
  valid: boolean;
  /** Messages per given field; an empty list means the field is fine. */
  errors: Partial<Record<K, string[]>>;
}

const text = (value: FieldValue): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function limitName(value: FieldValue, required: boolean): FieldError {
  if (!isFilled(value)) return required ? MESSAGES.required : null;
  return text(value).length > FIELD_LIMITS.name ? maxLengthMessage(FIELD_LIMITS.name) : null;
}

type FieldRule = (value: FieldValue, required: boolean) => FieldError;
const requiredOnly: FieldRule = (value, required) =>
  required && !isFilled(value) ? MESSAGES.required : null;

const RULES: Readonly<Record<Exclude<LeadFieldName, 'robot'>, FieldRule>> = {
  name: limitName,
  firstname: (value, required) => validateFirstName(text(value), required),
  lastname: limitName,
  middlename: limitName,
  phone: (value, required) => validatePhone(text(value), required),
  email: (value, required) => validateEmail(text(value), required),
  dealer: requiredOnly,
  policy: (value, required) => (required ? validatePolicy(value === true) : null),
  files: requiredOnly,
  comment: (value, required) => validateTextArea(text(value), FIELD_LIMITS.textArea, required),
  mark: requiredOnly,
  model: requiredOnly,
  stateNumber: (value, required) => validateStateNumber(text(value), required),
  vin: (value, required) => validateVin(text(value), required),
};

/** SPEC 5: per-field errors, and validity only when every required field is filled and all checks pass. */
export function validateLeadForm(fields: LeadFields): FormCheck<LeadFieldName> {
  const errors: Partial<Record<LeadFieldName, string[]>> = {};
  let valid = true;
  for (const name of LEAD_FIELD_NAMES) {
    const field = fields[name];
    if (!field) continue;
    if (name === 'robot') {
      // A filled honeypot fails the form silently: a robot gets no hint.
      errors.robot = [];
      if (!isHoneypotClean(field.value)) valid = false;
      continue;
    }
    // The policy consent is required unless a form says otherwise.
    const required = field.isRequire ?? name === 'policy';
    const error = RULES[name](field.value, required);
    errors[name] = error ? [error] : [];
    if (error) valid = false;
  }
  return { valid, errors };
}
