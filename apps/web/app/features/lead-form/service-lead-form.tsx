import { FileField } from './file-field.tsx';
import { LeadForm } from './lead-form.tsx';
import { PhoneField } from './phone-field.tsx';
import { CommentField, NameField, TextField } from './text-fields.tsx';

/** A service page's request form, as features/service describes it (ServiceForm). */
export interface ServiceRequest {
  formId: string;
  submitLabel: string;
  /** The form asks for the visitor's car: mark and model. */
  car: boolean;
  /** The label of a file field, when the form takes one. */
  attach?: string;
}

/** The request form of a service page; the car fields when the form is about one. */
export default function ServiceLeadForm({ form }: { form: ServiceRequest }) {
  return (
    <LeadForm formId={form.formId} submitLabel={form.submitLabel} files={Boolean(form.attach)}>
      <NameField />
      <PhoneField />
      {form.car && (
        <>
          <TextField name="mark" label="Марка" maxLength={100} />
          <TextField name="model" label="Модель" maxLength={100} />
        </>
      )}
      <CommentField />
      {form.attach && <FileField label={form.attach} />}
    </LeadForm>
  );
}
