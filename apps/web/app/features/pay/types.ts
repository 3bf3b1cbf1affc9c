import type { SubmissionResult } from '@conform-to/react';

/** What the lookup form's action answers: Conform's result, with the refusal when there is one. */
export interface BillLookupState {
  result: SubmissionResult<string[]>;
}

/** «Оплатить картой»: the bank's page to go to, or why the payment did not start. */
export type PaymentStartState = { ok: true; paymentUrl: string } | { ok: false; message: string };

/** Which of the bank's return pages the payer came back to. */
export type BankOutcome = 'approve' | 'cancel' | 'decline';
