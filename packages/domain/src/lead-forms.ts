import { FEEDBACK_FORM_ID } from './constants/forms.ts';
import { FEEDBACK_REASONS } from './validation/feedback.ts';
import { MESSAGES } from './validation/messages.ts';
import type { FieldValue } from './validation/text-fields.ts';
import {
  LEAD_FIELD_NAMES,
  validateLeadForm,
  type LeadFieldName,
  type LeadFields,
} from './validation/lead-form.ts';

/**
 * The version of the consent text (/consent-to-processing) a lead is sent under; it is stored
 * with every lead as evidence of consent (152-FZ). Change it whenever the text changes.
 */
export const CONSENT_VERSION = '2024-06-01';

/** What a form is about: service requests leave mark and model out of the call-tracking comment (SPEC 7). */
export type LeadFormKind = 'sales' | 'service' | 'feedback' | 'other';

export interface LeadFormDefinition {
  /** The formId the web sends with /lead/commit. */
  id: string;
  /** The subject the call-tracking service and /lead/get/{formId} show. */
  subject: string;
  kind: LeadFormKind;
  /** Fields that must be filled besides phone and the policy consent, which every form needs. */
  required: readonly LeadFieldName[];
}

const form = (
  id: string,
  subject: string,
  kind: LeadFormKind,
  required: readonly LeadFieldName[] = ['firstname'],
): LeadFormDefinition => ({ id, subject, kind, required });

/** Every lead form of SPEC 3 «Form store»; the ids are ours (SPEC names only form_feedback). */
export const LEAD_FORMS: readonly LeadFormDefinition[] = [
  form('form_credit', 'Заявка на кредит', 'sales'),
  form('form_trade_in', 'Заявка на трейд-ин', 'sales', ['firstname', 'mark', 'model']),
  form('form_testdrive', 'Запись на тест-драйв', 'sales'),
  form(FEEDBACK_FORM_ID, 'Обратная связь', 'feedback', ['firstname', 'email', 'dealer']),
  form('form_feedback_service', 'Обратная связь: сервис', 'service'),
  form('form_feedback_about', 'Обратная связь: о компании', 'feedback'),
  form('form_callback', 'Обратный звонок', 'other'),
  form('form_service', 'Запись на сервис', 'service'),
  form('form_stock', 'Запрос автомобиля из наличия', 'sales'),
  form('form_insurance', 'Заявка на страхование', 'sales'),
  form('form_insurance_extended', 'Заявка на расширенное страхование', 'sales'),
  form('form_history', 'Отчёт об истории автомобиля', 'other', ['vin']),
  form('form_parts', 'Заказ запчастей', 'service'),
  form('form_loyalty', 'Программа лояльности', 'other'),
  form('form_dealer_finance', 'Дилерское финансирование', 'sales'),
  form('form_garage_main_car', 'Гараж: основной автомобиль', 'service', []),
  form('form_garage_add_limit', 'Гараж: увеличение лимита автомобилей', 'service', []),
  form('form_install_web_app', 'Установка веб-приложения', 'other', []),
  // The buyer collects the order at a dealership of the holding: it is chosen on the form.
  form('form_store_order', 'Заказ запчастей и аксессуаров', 'sales', ['firstname', 'dealer']),
];

export function leadFormById(id: string): LeadFormDefinition | undefined {
  return LEAD_FORMS.find((f) => f.id === id);
}

/** Form data as it travels: field name to value; keys that are not lead fields are ignored here. */
export type LeadValues = Readonly<Record<string, unknown>>;

function fieldValue(value: unknown): FieldValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return Array.isArray(value) ? value : String(value);
}

/**
 * The fields validateLeadForm checks for one form: every lead field present in the data, with
 * phone, policy and the form's own list required whatever the client claimed.
 */
export function leadFieldsFor(definition: LeadFormDefinition, values: LeadValues): LeadFields {
  const required = new Set<LeadFieldName>(['phone', 'policy', ...definition.required]);
  const fields: Partial<Record<LeadFieldName, { value: FieldValue; isRequire: boolean }>> = {};
  for (const name of LEAD_FIELD_NAMES) {
    if (!Object.hasOwn(values, name) && !required.has(name)) continue;
    fields[name] = { value: fieldValue(values[name]), isRequire: required.has(name) };
  }
  return fields;
}

/**
 * SPEC 5 messages of one form, by field, for values as a form posts them (a ticked checkbox is
 * 'on' or true); the honeypot is not judged (a filled one is accepted silently elsewhere). The
 * browser checks with this as the visitor types, and the server's zod schema calls it too.
 */
export function leadFormErrors(
  definition: LeadFormDefinition,
  values: LeadValues,
): Record<string, string[]> {
  const { robot: _robot, ...fields } = values;
  const policy = fields.policy === true || fields.policy === 'on';
  const check = validateLeadForm(leadFieldsFor(definition, { ...fields, policy }));
  const errors: Record<string, string[]> = {};
  for (const name of LEAD_FIELD_NAMES) {
    const messages = check.errors[name];
    if (messages?.length) errors[name] = messages;
  }
  const reason = fields.reasons;
  if (typeof reason === 'string' && reason !== '' && !FEEDBACK_REASONS.some((r) => r === reason))
    errors.reasons = [MESSAGES.option];
  return errors;
}
