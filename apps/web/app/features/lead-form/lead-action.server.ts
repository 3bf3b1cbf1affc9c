import { createHash } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import type { LeadFormData } from '@dealer/contract';
import { FORM_BODY_MESSAGES, leadFormById, maskTypedPhone, phoneDigits } from '@dealer/domain';
import { leadFormSchema, type LeadExtraShape } from '@dealer/domain/lead-schema';
import { apiContext } from '../../shared/api/context.ts';
import { parseCookies } from '../../shared/auth/cookies.server.ts';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../../shared/auth/same-origin.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { codeFailureOf, leadFailureOf, type LeadFailure } from './api-errors.ts';
import { FILE_FIELD, fileErrorsOf } from './file-check.ts';
import { FormTooLarge, readLeadForm, uploadLeadFile } from './lead-file.server.ts';
import type { LeadActionData, LeadStep } from './types.ts';

export interface LeadActionOptions {
  /** The forms this route takes; any other posted formId is refused. */
  forms: readonly string[];
  /** Fields a form posts beyond the lead fields, with their own rules. */
  extraFields?: LeadExtraShape;
  /** What the page adds to every lead it takes (the vehicle it shows, say), after validation. */
  context?: Record<string, string | number | undefined>;
  /** Values worked out from the valid form (a credit estimate, say), added to the lead. */
  enrich?: (values: Record<string, unknown>) => Record<string, string | number | undefined>;
  /** The phone is confirmed by an SMS code first (the history report, /catalog/report). */
  confirmBySms?: boolean;
  /** The form may carry one file (FileField): it is stored through /lead/file before the lead. */
  files?: boolean;
  /**
   * Sends the valid form somewhere else than /lead/commit (a store order): a Response (a redirect
   * to what was made) or what the visitor is told.
   */
  send?: (lead: LeadSend) => Promise<Response | LeadFailure>;
}

/** A valid form as `send` gets it. */
export interface LeadSend {
  form: FormData;
  values: LeadFormData;
  formUrl: string;
  idempotencyKey: string | undefined;
}

const UNKNOWN_FORM = 'Неизвестная форма';
// Calltouch keeps the visitor's session id in this cookie; SPEC 3 sends it as clientSession.
const CALL_TRACKING_COOKIE = '_ct_session_id';
// Not lead data: the form's own plumbing.
const PLUMBING = new Set(['formId', 'idempotencyKey', 'robot', 'formUrl']);

function refused(formId: string, message: string, status: number) {
  const result = { status: 'error' as const, error: { '': [message] } };
  return data<LeadActionData>({ formId, step: 'default', result }, { status });
}

/** The page the form was on: the posted path, else the referrer's, else the action's own. */
function formUrlOf(posted: FormDataEntryValue | null, request: Request): string {
  if (typeof posted === 'string' && /^\/(?!\/)/.test(posted) && posted.length <= 2048)
    return posted;
  const referer = request.headers.get('referer');
  try {
    if (referer) {
      const url = new URL(referer);
      return url.pathname + url.search;
    }
  } catch {
    // An unreadable referrer falls through to the action's own path.
  }
  return new URL(request.url).pathname;
}

/**
 * The key the API stores once: the form's own key (a fresh one per filled-in form) bound to the
 * phone, so two visitors who got the same page from the shared cache never share a key.
 */
function idempotencyKeyOf(key: FormDataEntryValue | null, phone: string): string | undefined {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) return undefined;
  return createHash('sha256').update(`${key}:${phone}`).digest('base64url').slice(0, 43);
}

/** The lead's data as /lead/commit takes it: scalars and the file ids, no form plumbing. */
function leadData(values: Record<string, unknown>): LeadFormData {
  const out: LeadFormData = {};
  for (const [key, value] of Object.entries(values)) {
    if (PLUMBING.has(key)) continue;
    if (key === 'files' && Array.isArray(value))
      out.files = value.filter((v): v is string => typeof v === 'string');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}

/**
 * A route action that takes a lead form (SPEC 3, 5, 7): the posted form is checked with the same
 * schema as in the browser; a filled honeypot is answered like a sent form and stored nowhere;
 * the lead goes to /lead/commit with formUrl, dealerName and, on the first holding, the city; an
 * API that is down or refuses gives the visitor a Russian message and keeps what they typed.
 */
export async function handleLeadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: LeadActionOptions,
) {
  let form: FormData;
  try {
    form = await readLeadForm(request);
  } catch (error) {
    // Nothing was read: the message goes to the route's one form, if it has one.
    const only = options.forms.length === 1 ? (options.forms[0] ?? '') : '';
    // A body the form parser cannot read (a broken multipart) is the sender's fault, not a 500.
    if (!(error instanceof FormTooLarge)) return refused(only, FORM_BODY_MESSAGES.badForm, 400);
    const result = { status: 'error' as const, error: { [FILE_FIELD]: [error.message] } };
    return data<LeadActionData>({ formId: only, step: 'default', result }, { status: 413 });
  }
  const formId = String(form.get('formId') ?? '');
  if (!isSameOrigin(request)) return refused(formId, CROSS_SITE_MESSAGE, 403);
  const definition = options.forms.includes(formId) ? leadFormById(formId) : undefined;
  if (!definition) return refused(formId, UNKNOWN_FORM, 400);

  const typedPhone = form.get('phone');
  if (typeof typedPhone === 'string') form.set('phone', maskTypedPhone(typedPhone));
  const submission = parseWithZod(form, {
    schema: leadFormSchema(definition, options.extraFields),
  });
  const fileErrors = options.files ? fileErrorsOf(form) : {};
  const badFile = Object.keys(fileErrors).length > 0;
  if (submission.status !== 'success' || badFile)
    return data<LeadActionData>(
      {
        formId,
        step: 'default',
        result: submission.reply(badFile ? { fieldErrors: fileErrors } : undefined),
      },
      { status: 400 },
    );
  const sent = { formId, step: 'finally' as const, result: submission.reply({ resetForm: true }) };
  const robot = form.get('robot');
  if (typeof robot === 'string' && robot !== '') return data<LeadActionData>(sent);

  const { holdingId, city } = context.get(siteContext);
  const api = context.get(apiContext);
  const values = leadData({
    ...submission.value,
    ...options.enrich?.(submission.value),
    ...options.context,
  });
  if (typeof values.dealer === 'string' && values.dealer && !values.dealerName) {
    const dealers = await api.get('/dealers/short', { optional: true });
    const dealer = dealers?.dealer.find((d) => d.code === values.dealer);
    if (dealer) values.dealerName = dealer.nameRu || dealer.name;
  }
  // SPEC 3: dealerName and city travel with the lead on the first holding only.
  if (holdingId === 1) values.city = city;
  else delete values.dealerName;
  if (!values.clientSession) {
    const session = parseCookies(request.headers.get('cookie')).get(CALL_TRACKING_COOKIE);
    values.clientSession = session?.slice(0, 200) ?? '';
  }
  const phone = phoneDigits(String(values.phone ?? '')) ?? '';
  const formUrl = formUrlOf(form.get('formUrl'), request);
  if (options.confirmBySms)
    return confirmBySms(form, context, { formId, submission, values, phone, formUrl });
  if (options.files) {
    const upload = await uploadLeadFile(api, form);
    if ('failure' in upload) return failed(formId, 'default', submission, upload.failure);
    if (upload.files.length > 0) values.files = upload.files;
  }
  const idempotencyKey = idempotencyKeyOf(form.get('idempotencyKey'), phone);
  if (options.send) {
    const sent = await options.send({ form, values, formUrl, idempotencyKey });
    return sent instanceof Response ? sent : failed(formId, 'default', submission, sent);
  }
  const answer = await api.post('/lead/commit', {
    body: { formId, formUrl, formData: values, idempotencyKey },
  });
  if (answer.status === 200 && answer.body && 'success' in answer.body)
    return data<LeadActionData>(sent);
  return failed(formId, 'default', submission, leadFailureOf(answer.status, answer.body));
}

/** The part of Conform's submission the answers use. */
interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
}

function failed(formId: string, step: LeadStep, submission: Submission, failure: LeadFailure) {
  return data<LeadActionData>(
    {
      formId,
      step,
      result: submission.reply({
        formErrors: failure.formErrors,
        fieldErrors: failure.fieldErrors,
      }),
    },
    { status: failure.status },
  );
}

/**
 * The sms step (SPEC 4, 7 /catalog/report): a valid form asks for a code to the phone and comes
 * back at the sms step with everything typed; the code then confirms and sends the request.
 */
async function confirmBySms(
  form: FormData,
  context: Readonly<RouterContextProvider>,
  lead: {
    formId: string;
    submission: Submission;
    values: LeadFormData;
    phone: string;
    formUrl: string;
  },
) {
  const api = context.get(apiContext);
  const { formId, submission, values, phone, formUrl } = lead;
  const date = new Date().toISOString().slice(0, 10);
  const smsCode = form.get('smsCode');
  if (typeof smsCode !== 'string' || smsCode === '') {
    const asked = await api.ask('/catalog/report', { query: { phone, date } });
    if (asked.status !== 200)
      return failed(formId, 'default', submission, codeFailureOf(asked.status, asked.body));
    return data<LeadActionData>({ formId, step: 'sms', result: submission.reply() });
  }
  const answer = await api.post('/catalog/report', {
    body: { smsCode, phone, date, formUrl, formData: values },
  });
  if (answer.status === 200 && answer.body && 'success' in answer.body)
    return data<LeadActionData>({
      formId,
      step: 'finally',
      result: submission.reply({ resetForm: true }),
    });
  const failure = leadFailureOf(answer.status, answer.body);
  // Whatever the API named, the visitor at this step can only change the code.
  const messages = [...failure.formErrors, ...Object.values(failure.fieldErrors).flat()];
  return failed(formId, 'sms', submission, {
    status: failure.status,
    formErrors: messages.slice(0, 1),
    fieldErrors: {},
  });
}
