export { BillLookupPage } from './bill-lookup-form.tsx';
export { BankReturnPage, BillPage, PaidPage } from './bill-page.tsx';
export type { BankOutcome, BillLookupState, PaymentStartState } from './types.ts';
