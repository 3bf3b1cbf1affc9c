import { createContext, useContext } from 'react';

/** What the fields of one lead form need from it: which of them the form requires. */
export interface LeadFormFrame {
  formId: string;
  required: ReadonlySet<string>;
}

export const LeadFormContext = createContext<LeadFormFrame>({
  formId: '',
  required: new Set(),
});

export function useIsRequired(name: string): boolean {
  return useContext(LeadFormContext).required.has(name);
}
