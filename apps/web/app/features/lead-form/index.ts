// The form system of the lead forms (SPEC 3, 4, 5): see apps/web/README.md «How a page adds a form».
export { LeadForm, type LeadFormProps } from './lead-form.tsx';
export {
  CommentField,
  EmailField,
  HiddenField,
  NameField,
  SelectField,
  StateNumberField,
  TextField,
  VinField,
  type SelectOption,
} from './text-fields.tsx';
export { PhoneField } from './phone-field.tsx';
export { FileField } from './file-field.tsx';
export { LeadSuccess } from './lead-success.tsx';
export type { LeadActionData, LeadDefaults, LeadStep } from './types.ts';
export { FeedbackPage } from './feedback-page.tsx';
export { FEEDBACK_ACTION } from './feedback-form.tsx';
export { VehicleLeadActions } from './vehicle-lead-actions.tsx';
export { TileLeadAction } from './tile-lead-action.tsx';
export { ServiceFormSection } from './service-form-section.tsx';
export type { LeadVehicle } from './vehicle-forms.ts';
export { StoreOrderForm, type OrderFormLine } from './store-order-form.tsx';
