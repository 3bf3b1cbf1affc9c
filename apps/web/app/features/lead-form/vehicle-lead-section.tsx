import { Suspense } from 'react';
import { serverReady } from '../../shared/ui/lazy.tsx';
import { vehicleFormByKey, vehicleFormsFor, type LeadVehicle } from './vehicle-forms.ts';
import formStyles from './lead-form.module.css';
import styles from './vehicle-lead-actions.module.css';

// The form's module (and the gate that wakes it on first touch, decision 0037).
const InlineVehicleForm = serverReady(() => import('./inline-vehicle-form.tsx'));

/**
 * The card's ?form= section (the way without JavaScript to a call to action): the form's heading
 * and the form, woken on the visitor's first touch. Its module loads only on such an address.
 * `serverHtml`: the form's server HTML, as the card read it before hydrating (useWakingPart).
 */
export function VehicleLeadSection({
  vehicle,
  formKey,
  serverHtml,
}: {
  vehicle: LeadVehicle;
  formKey: string;
  serverHtml: string;
}) {
  const inline = vehicleFormByKey(formKey);
  if (!inline || !vehicleFormsFor(vehicle.condition).includes(inline)) return null;
  return (
    <section
      id="lead-form"
      className={`${styles.section} ${formStyles.section}`}
      aria-labelledby="lead-form-title"
    >
      <h2 id="lead-form-title">{inline.title}</h2>
      <Suspense fallback={serverHtml ? <KeptHtml html={serverHtml} /> : null}>
        <InlineVehicleForm vehicle={vehicle} formKey={inline.key} serverHtml={serverHtml} />
      </Suspense>
    </section>
  );
}

/** The section's form as the server wrote it, while its module comes after React rendered it anew. */
function KeptHtml({ html }: { html: string }) {
  return (
    <div>
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
