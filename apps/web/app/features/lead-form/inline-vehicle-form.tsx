import { serverReady } from '../../shared/ui/lazy.tsx';
import { useWakingPart } from '../../shared/ui/on-first-touch.tsx';
import type { LeadVehicle, VehicleFormKey } from './vehicle-forms.ts';
import styles from './vehicle-lead-actions.module.css';
// The form's styles come with the page (a chunk of their own), while its code waits for the
// visitor's first touch.
import formStyles from './lead-form.module.css';

// The form itself (the form system, Conform, the calculator) loads when the visitor first reaches
// for it (useWakingPart); until then it is the server's HTML and posts as it does without
// JavaScript. serverReady makes the server's first pass hold its HTML.
const VehicleForm = serverReady(() => import('./vehicle-form.tsx'));

/** The form as a section of the card (?form=…), as the server writes it. */
export default function InlineVehicleForm({
  vehicle,
  formKey,
  title,
}: {
  vehicle: LeadVehicle;
  formKey: VehicleFormKey;
  title: string;
}) {
  const form = useWakingPart(
    () => <VehicleForm vehicle={vehicle} formKey={formKey} />,
    [JSON.stringify(vehicle), formKey],
  );
  return (
    <section
      id="lead-form"
      className={`${styles.section} ${formStyles.section}`}
      aria-labelledby="lead-form-title"
    >
      <h2 id="lead-form-title">{title}</h2>
      {form}
    </section>
  );
}
