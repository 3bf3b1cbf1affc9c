import { errorCode, type ErrorDetail } from '@dealer/contract';
import {
  MESSAGES,
  isHoneypotClean,
  leadFieldsFor,
  leadFormById,
  phoneDigits,
  validateLeadForm,
  type FormCheck,
  type LeadFormDefinition,
} from '@dealer/domain';
import { AppError } from '../errors.ts';

export const leadMessages = {
  unknownForm: 'Неизвестная форма',
  // A filled honeypot: refused without saying which field gave the robot away.
  rejected: 'Заявка не принята. Обновите страницу и отправьте форму ещё раз.',
} as const;

export function requireForm(formId: string): LeadFormDefinition {
  const form = leadFormById(formId);
  if (!form)
    throw new AppError(errorCode.invalidArgument, leadMessages.unknownForm, [
      { field: 'formId', message: leadMessages.unknownForm },
    ]);
  return form;
}

// Field errors of a domain check as the envelope's details, the first one as its message.
export function throwIfInvalid<K extends string>(check: FormCheck<K>, prefix: string): void {
  if (check.valid) return;
  const details: ErrorDetail[] = [];
  for (const [field, messages] of Object.entries<string[] | undefined>(check.errors)) {
    for (const message of messages ?? []) details.push({ field: `${prefix}${field}`, message });
  }
  const first = details[0];
  if (!first) throw new AppError(errorCode.invalidArgument, leadMessages.rejected);
  throw new AppError(errorCode.invalidArgument, first.message, details);
}

export type ValidLead = { values: Record<string, unknown>; phone: string };

// SPEC 5 for one form, with phone and consent always required and the honeypot empty.
export function validateLead(
  form: LeadFormDefinition,
  formData: Record<string, unknown>,
  prefix = 'formData.',
): ValidLead {
  if (!isHoneypotClean(formData.robot))
    throw new AppError(errorCode.invalidArgument, leadMessages.rejected);
  throwIfInvalid(validateLeadForm(leadFieldsFor(form, formData)), prefix);
  const { robot: _robot, ...values } = formData;
  const phone = phoneDigits(String(values.phone ?? ''));
  if (!phone)
    throw new AppError(errorCode.invalidArgument, MESSAGES.phone, [
      { field: `${prefix}phone`, message: MESSAGES.phone },
    ]);
  return { values, phone };
}
