import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, getFormProps, parse, useForm } from '@conform-to/react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { leadFormById, leadFormErrors, type LeadFormDefinition } from '@dealer/domain';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { fileErrorsOf } from './file-check.ts';
import { LeadFormContext } from './form-context.ts';
import { useLeadSentAnalytics } from './lead-analytics.ts';
import { LeadSuccess } from './lead-success.tsx';
import { Honeypot, PolicyField } from './policy-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { useProfileDefaults } from './use-profile-defaults.ts';
import { useSubmitLock } from './use-submit-lock.ts';
import {
  isLeadActionData,
  type LeadActionData,
  type LeadDefaults,
  type LeadStep,
} from './types.ts';
import styles from './lead-form.module.css';

export interface LeadFormProps {
  /** A form of LEAD_FORMS (packages/domain): its rules and required fields. */
  formId: string;
  /** The route whose action takes the form; the current page's when omitted. */
  action?: string;
  /** What the form opens with: the vehicle, the dealer... (the profile fills name, phone, e-mail). */
  defaults?: LeadDefaults;
  submitLabel?: string;
  /** «Закрыть» of the finally step; without it the form goes back to its default step. */
  onClose?: () => void;
  /** The visible fields: NameField, PhoneField, CommentField, HiddenField... */
  children: ReactNode;
  /** The form holds a FileField: it posts as multipart/form-data. */
  files?: boolean;
  /** A key set by a private page's loader, so a submit before or without JavaScript has one too. */
  idempotencyKey?: string;
}

/**
 * The browser's check: the same SPEC 5 rules as the action's zod schema, without zod (its
 * classes would triple the form's JavaScript). Fields of a form's own (the credit calculator)
 * are checked by the action, whose messages come back the same way.
 */
function checkInBrowser(definition: LeadFormDefinition, formData: FormData) {
  return parse(formData, {
    resolve(payload) {
      const errors = { ...leadFormErrors(definition, payload), ...fileErrorsOf(formData) };
      return Object.keys(errors).length > 0 ? { error: errors } : { value: payload };
    },
  });
}

/**
 * Where a form's answer stands: the form posts to its page with this fragment, so a page answered
 * without JavaScript opens scrolled to «Заявка отправлена» or to what to correct, not at its top.
 */
export const answerAnchor = (formId: string) => `${formId}-answer`;

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : '';

/**
 * One lead form of the site (SPEC 3, 4, 5): a real <form method="post"> that a route action
 * takes, so it works before and without JavaScript; with it, it checks as the visitor types
 * and sends in place. Steps default → sms → finally; the button rests 5 s after a submit.
 */
export function LeadForm(props: LeadFormProps) {
  const profile = useProfileDefaults();
  // A login or logout refills the form from the profile: a new form, not a patched one.
  return <LeadFormBody key={JSON.stringify(profile)} {...props} profile={profile} />;
}

function LeadFormBody({
  formId,
  action,
  defaults,
  submitLabel = 'Отправить',
  onClose,
  children,
  files,
  idempotencyKey,
  profile,
}: LeadFormProps & { profile: LeadDefaults }) {
  const definition = leadFormById(formId);
  if (!definition) throw new Error(`Unknown lead form ${formId}`);
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<LeadActionData>();
  const routeData = useActionData<unknown>();
  const fromRoute =
    isLeadActionData(routeData) && routeData.formId === formId ? routeData : undefined;
  const last = fetcher.data ?? fromRoute;
  // The page itself is the answer to a plain post (no JavaScript, or not yet): it says at the
  // fragment the browser scrolls to what became of the form.
  const answeredByPage = last !== undefined && last === fromRoute;
  const anchor = answerAnchor(formId);
  const [step, setStep] = useState<LeadStep>(last?.step ?? 'default');
  const [key, setKey] = useState(idempotencyKey ?? '');
  const [locked, lock] = useSubmitLock();
  const submitRef = useRef<HTMLButtonElement>(null);
  const trackSent = useLeadSentAnalytics();
  const domId = `lead-${formId}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  const [form] = useForm({
    id: domId,
    lastResult: last?.result,
    defaultValue: { ...profile, ...defaults },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => checkInBrowser(definition, formData),
  });

  // A fresh key per filled-in form: set in the browser, as the page HTML is shared by visitors.
  // From then on the form checks and sends in place (data-ready), not by the plain post.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!idempotencyKey) setKey(newKey());
    setReady(true);
  }, [idempotencyKey]);

  // Each new answer sets the step in the render that brings it, the one where Conform empties a
  // sent form: the emptied form is never on screen without «Заявка отправлена» (an effect would
  // set the step a render, and maybe a paint, later).
  const [answered, setAnswered] = useState(last);
  if (last && last !== answered) {
    setAnswered(last);
    setStep(last.step);
  }
  const seen = useRef(last);
  useEffect(() => {
    if (!last || seen.current === last) return;
    seen.current = last;
    if (last.step === 'finally') {
      setKey(newKey());
      trackSent(formId, pathname);
    }
  }, [last, formId, pathname, trackSent]);

  // SPEC 4: a route change brings the form back to its default step, emptied.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setStep('default');
    form.reset();
  }, [pathname, form]);

  const frame = useMemo(
    () => ({ formId, required: new Set<string>(['phone', 'policy', ...definition.required]) }),
    [formId, definition],
  );
  const close = () => {
    setStep('default');
    onClose?.();
  };

  if (step === 'finally')
    return (
      <LeadSuccess id={anchor}>
        {/* A link first, so «Закрыть» also works on a page without JavaScript. */}
        <a
          href={pathname + search}
          className={buttonClass()}
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          Закрыть
        </a>
      </LeadSuccess>
    );

  const busy = fetcher.state !== 'idle';
  const formProps = getFormProps(form);
  const smsError = step === 'sms' ? form.errors?.[0] : undefined;
  const formError = form.errors?.length && step !== 'sms' ? form.errors[0] : undefined;
  const fieldsToFix = Object.entries(form.allErrors).filter(
    ([name, errors]) => name !== '' && errors.length > 0,
  ).length;
  // A plain post's refusal, at the top of the form where the page opens.
  const summary =
    answeredByPage && step === 'default' && (formError || fieldsToFix > 0) ? (
      <FormRefusal
        id={anchor}
        title="Заявка не отправлена"
        message={formError}
        fieldsToFix={fieldsToFix}
      />
    ) : null;
  return (
    <LeadFormContext.Provider value={frame}>
      <FormProvider context={form.context}>
        <fetcher.Form
          method="post"
          action={`${action ?? pathname + search}#${anchor}`}
          encType={files ? 'multipart/form-data' : undefined}
          {...formProps}
          onSubmit={(event) => {
            formProps.onSubmit(event);
            // Only the visitor's submit (the button, or Enter in a field) locks: Conform checks a
            // field on blur by submitting the form with a hidden button of its own, and a lock from
            // that blur (a click on «Отправить» blurs the last field first) would disable the button
            // between the press and the release, so the click would send nothing.
            const { submitter } = event.nativeEvent as SubmitEvent;
            if (submitter && submitter !== submitRef.current) return;
            // After the submit is under way: a button disabled inside the event would be the
            // submitter React Router reads, and the form would not be sent.
            setTimeout(lock, 0);
          }}
          className={styles.form}
          aria-busy={busy || undefined}
          data-ready={ready || undefined}
        >
          <input type="hidden" name="formId" value={formId} />
          <input type="hidden" name="idempotencyKey" value={key} />
          <input type="hidden" name="formUrl" value={pathname + search} />
          {summary}
          {answeredByPage && step === 'sms' && <span id={anchor} />}
          <div className={styles.form} hidden={step === 'sms'}>
            {children}
            <PolicyField />
          </div>
          {step === 'sms' && <SmsCodeField error={smsError} />}
          <Honeypot />
          {formError && !summary ? (
            <p className={styles.formError} role="alert" id={form.errorId}>
              {formError}
            </p>
          ) : null}
          <Button ref={submitRef} type="submit" className={styles.submit} disabled={locked || busy}>
            {busy ? 'Отправляем…' : step === 'sms' ? 'Подтвердить' : submitLabel}
          </Button>
        </fetcher.Form>
      </FormProvider>
    </LeadFormContext.Provider>
  );
}
