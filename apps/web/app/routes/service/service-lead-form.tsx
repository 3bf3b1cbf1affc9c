import {
  CommentField,
  FileField,
  LeadForm,
  NameField,
  PhoneField,
  TextField,
} from '../../features/lead-form/index.ts';
import type { ServiceForm } from '../../features/service/index.ts';

/** The request form of a service page; the car fields when the form is about one. */
export default function ServiceLeadForm({ form }: { form: ServiceForm }) {
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
