import { FEEDBACK_FORM_ID } from '../constants/forms.ts';
import { MESSAGES } from './messages.ts';
import { validateLeadForm, type FormCheck } from './lead-form.ts';

/** SPEC 3 feedback reason options, word for word. */
export const FEEDBACK_REASONS = [
  'Предложение',
  'Обращение в Отдел продаж',
  'Обращение в Отдел сервиса',
  'Обращение в Отдел страхования/Кредитования',
  'Обращение в Отдел З/Ч',
] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export interface FeedbackValues {
  firstname: string;
  phone: string;
  email: string;
  reasons?: string;
  dealer: string;
  comment?: string;
  policy: boolean;
  robot?: string;
}
export type FeedbackField = keyof FeedbackValues;

/** SPEC 3: a reason from the opening data is the only option offered; otherwise all five. */
export function feedbackReasonOptions(preselected?: string | null): readonly string[] {
  return preselected ? [preselected] : FEEDBACK_REASONS;
}

/**
 * SPEC 3, 5 feedback form: firstname, phone, email and dealer required; reasons optional but
 * one of the offered options; comment optional.
 */
export function validateFeedbackForm(
  values: FeedbackValues,
  reasonOptions: readonly string[] = FEEDBACK_REASONS,
): FormCheck<FeedbackField> {
  const check = validateLeadForm({
    firstname: { value: values.firstname, isRequire: true },
    phone: { value: values.phone, isRequire: true },
    email: { value: values.email, isRequire: true },
    dealer: { value: values.dealer, isRequire: true },
    comment: { value: values.comment?.trim() ?? '', isRequire: false },
    policy: { value: values.policy, isRequire: true },
    robot: { value: values.robot ?? '' },
  });
  const errors: FormCheck<FeedbackField>['errors'] = { ...check.errors };
  const reason = values.reasons ?? '';
  const reasonOk = reason === '' || reasonOptions.includes(reason);
  errors.reasons = reasonOk ? [] : [MESSAGES.option];
  return { valid: check.valid && reasonOk, errors };
}

export interface FeedbackFormData {
  formId: typeof FEEDBACK_FORM_ID;
  clientSession: string;
  firstname: string;
  phone: string;
  email: string;
  reasons: string;
  dealer: string;
  comment: string;
  policy: boolean;
}

/** What the feedback submit sends: the comment trimmed, the robot field left out (SPEC 3, 5). */
export function feedbackFormData(
  values: FeedbackValues,
  clientSession?: string | null,
): FeedbackFormData {
  return {
    formId: FEEDBACK_FORM_ID,
    clientSession: clientSession ?? '',
    firstname: values.firstname.trim(),
    phone: values.phone,
    email: values.email.trim(),
    reasons: values.reasons ?? '',
    dealer: values.dealer,
    comment: values.comment?.trim() ?? '',
    policy: values.policy,
  };
}
