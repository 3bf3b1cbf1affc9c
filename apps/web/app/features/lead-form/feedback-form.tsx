import { FEEDBACK_FORM_ID, feedbackReasonOptions } from '@dealer/domain';
import { dealerOptions, type FormDealer } from './dealer-options.ts';
import { LeadForm } from './lead-form.tsx';
import { PhoneField } from './phone-field.tsx';
import { CommentField, EmailField, NameField, SelectField } from './text-fields.tsx';

/** Where the feedback form is posted from the panel of any page, and the page without JavaScript. */
export const FEEDBACK_ACTION = '/feedback/';

export interface FeedbackFormProps {
  dealers: readonly FormDealer[];
  /** A reason handed over by the opener: the only one offered, and chosen (SPEC 3). */
  reason?: string | undefined;
  onClose?: () => void;
  /** Where the form posts; a page posts to itself so that, without JavaScript, it stays on it. */
  action?: string;
}

/** SPEC 3 feedback form: name, phone, e-mail, reason, dealer, comment, consent. */
export function FeedbackForm({
  dealers,
  reason,
  onClose,
  action = FEEDBACK_ACTION,
}: FeedbackFormProps) {
  const reasons = feedbackReasonOptions(reason).map((value) => ({ value, label: value }));
  const only = dealers.length === 1 ? dealers[0]?.code : undefined;
  return (
    <LeadForm
      formId={FEEDBACK_FORM_ID}
      action={action}
      defaults={{ reasons: reason, dealer: only }}
      {...(onClose ? { onClose } : {})}
    >
      <NameField />
      <PhoneField />
      <EmailField />
      <SelectField
        name="reasons"
        label="Причина обращения"
        options={reasons}
        placeholder={reason ? null : 'Выберите'}
      />
      <SelectField name="dealer" label="Дилерский центр" options={dealerOptions(dealers)} />
      <CommentField />
    </LeadForm>
  );
}
