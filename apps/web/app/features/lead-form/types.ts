import type { SubmissionResult } from '@conform-to/react';

/** SPEC 4 lead form steps: default, then sms (forms that confirm the phone), then finally. */
export type LeadStep = 'default' | 'sms' | 'finally';

/** What a lead form's route action answers, for the fetcher and for the page without JavaScript. */
export interface LeadActionData {
  formId: string;
  step: LeadStep;
  result: SubmissionResult<string[]>;
}

/** Values a form opens with: the vehicle, the dealer, a preselected reason (SPEC 3 form store). */
export type LeadDefaults = Readonly<Record<string, string | undefined>>;

export function isLeadActionData(value: unknown): value is LeadActionData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'formId' in value &&
    'step' in value &&
    'result' in value
  );
}
