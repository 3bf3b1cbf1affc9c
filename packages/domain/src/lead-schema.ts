import { z } from 'zod';
import { leadFormById, leadFormErrors, type LeadFormDefinition } from './lead-forms.ts';
import { normalizeNameInput } from './validation/text-fields.ts';

// The lead forms as zod schemas, for Conform in the route action on the server (and any caller
// that wants a typed, normalised form). The rules themselves are leadFormErrors (SPEC 5), which
// the browser runs directly: zod's classes stay out of the page's JavaScript, and a message reads
// the same wherever the check runs.

/** The hidden fields every lead form posts besides its visible ones. */
export const LEAD_FORM_META = {
  formId: 'formId',
  /** One key per filled-in form: a double click or a resubmit of it is one lead. */
  idempotencyKey: 'idempotencyKey',
  /** The honeypot: hidden from people, so a filled one means a robot (SPEC 5). */
  robot: 'robot',
} as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

const optionalText = (max: number) => z.string().max(max).optional();

/** Every field a lead form may post; the form's definition decides which are required. */
const leadFieldShape = {
  formId: z.string(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY).optional(),
  robot: z.string().max(254).optional(),
  name: optionalText(300),
  firstname: optionalText(300),
  lastname: optionalText(300),
  middlename: optionalText(300),
  phone: optionalText(32),
  email: optionalText(300),
  dealer: optionalText(100),
  dealerName: optionalText(254),
  policy: z.boolean().optional(),
  comment: optionalText(3000),
  mark: optionalText(100),
  model: optionalText(100),
  stateNumber: optionalText(20),
  vin: optionalText(30),
  reasons: optionalText(100),
  clientSession: optionalText(200),
  files: z.array(z.string().max(500)).max(10).optional(),
};

export type LeadFormValues = z.infer<z.ZodObject<typeof leadFieldShape>>;

/** Fields a form adds of its own (a credit sum, a date...), with their own zod rules. */
export type LeadExtraShape = Record<string, z.ZodType>;

/**
 * The schema of one lead form: the posted fields, SPEC 5 through validateLeadForm (phone and
 * consent always required, plus the form's own list), names trimmed and capitalised, the
 * comment trimmed. The honeypot is not judged here: the action accepts a filled one silently.
 */
export function leadFormSchema<E extends LeadExtraShape = Record<never, z.ZodType>>(
  definition: LeadFormDefinition,
  extra?: E,
) {
  return z
    .object({ ...leadFieldShape, ...(extra ?? ({} as E)) })
    .superRefine((values, ctx) => {
      const errors = leadFormErrors(definition, values);
      for (const [name, messages] of Object.entries(errors))
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [name], message });
    })
    .transform((values) => {
      const out: Record<string, unknown> = { ...values };
      for (const name of ['name', 'firstname', 'lastname', 'middlename'] as const)
        if (typeof out[name] === 'string') out[name] = normalizeNameInput(out[name]);
      if (typeof out.comment === 'string') out.comment = out.comment.trim();
      if (typeof out.email === 'string') out.email = out.email.trim();
      return out as typeof values;
    });
}

/** The schema of a form by its id, or undefined for an id no form has. */
export function leadFormSchemaById(formId: string) {
  const definition = leadFormById(formId);
  return definition ? leadFormSchema(definition) : undefined;
}
