// What the personal area's actions answer, read by its pages.

/** A form's outcome: the message, each field's error, what was typed. */
export interface FormResult {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** What the sign-in page shows after a post: the code step, or the phone step with a message. */
export type SignInState =
  | { step: 'phone'; phone: string; error: string }
  | { step: 'code'; phone: string; codeLength: number; resendIn: number; error?: string };
