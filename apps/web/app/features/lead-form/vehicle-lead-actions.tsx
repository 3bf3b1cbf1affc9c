import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { preloadable, serverReady } from '../../shared/ui/lazy.tsx';
import {
  VEHICLE_FORM_QUERY,
  vehicleFormByKey,
  vehicleFormsFor,
  type LeadVehicle,
  type VehicleFormKey,
} from './vehicle-forms.ts';
import styles from './vehicle-lead-actions.module.css';
// The ?form= section's styles come with the card: a lazy module's stylesheet reaches no page the
// server writes, so without this the form without JavaScript was unstyled, its robot field shown.
import formStyles from './lead-form.module.css';

// The forms' code (Conform, zod, the mask) loads when a visitor opens one, never with the card.
const VehicleFormDialog = preloadable(() => import('./vehicle-form-dialog.tsx'));
// Opened by the address (?form=credit, the way without JavaScript), it is a section of the card
// the server writes; its module (and the gate that wakes the form on first touch, decision 0037)
// loads only on such an address.
const InlineVehicleForm = serverReady(() => import('./inline-vehicle-form.tsx'));

/**
 * The ?form= section's form as the server wrote it (the inside of its waking part's element),
 * read as this module loads, before React hydrates. The section's module comes after the page's,
 * and React Router's route discovery may update the page before it came: React then drops the
 * server's form and renders the section anew, and the form mounts in the browser's render. With
 * this HTML it shows the server's form and still waits for the visitor's first touch (without it,
 * the form's code loaded at once). Cleared once the card mounted: a later card's form is the
 * browser's own.
 */
let serverForm =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('#lead-form > div')?.innerHTML ?? '');

/**
 * The card's calls to action (request, credit, trade-in, test drive, and the history report for
 * used vehicles). Each is a link to the card with ?form=…, where the form is a section of the page;
 * with JavaScript it opens in a dialog instead, on the same vehicle.
 */
export function VehicleLeadActions({ vehicle }: { vehicle: LeadVehicle }) {
  // Read from the location: useSearchParams would bring React Router's DOM module to every card.
  const { search } = useLocation();
  const inline = vehicleFormByKey(new URLSearchParams(search).get(VEHICLE_FORM_QUERY));
  const [open, setOpen] = useState<VehicleFormKey | null>(null);
  const entries = vehicleFormsFor(vehicle.condition);
  // The same element while the vehicle and the form are the same (by value: React Router hands
  // the loader data over anew when the card's streamed answer completes): a boundary React still
  // hydrates is dropped and rendered anew when it gets new props (decision 0037).
  const vehicleKey = JSON.stringify(vehicle);
  const [kept] = useState(() => serverForm);
  useEffect(() => {
    serverForm = '';
  }, []);
  const inlineForm = useMemo(
    () =>
      inline && (
        <Suspense fallback={kept ? <KeptForm html={kept} /> : null}>
          <InlineVehicleForm vehicle={vehicle} formKey={inline.key} serverHtml={kept} />
        </Suspense>
      ),
    [vehicleKey, inline],
  );
  return (
    <>
      <div className={styles.actions}>
        {entries.map((entry, i) => (
          <a
            key={entry.key}
            href={`?${VEHICLE_FORM_QUERY}=${entry.key}#lead-form`}
            className={buttonClass(i === 0 ? 'primary' : 'secondary')}
            onPointerEnter={() => void VehicleFormDialog.preload()}
            onClick={(event) => {
              event.preventDefault();
              setOpen(entry.key);
            }}
          >
            {entry.label}
          </a>
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <VehicleFormDialog vehicle={vehicle} formKey={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {inline && entries.includes(inline) && (
        <section
          id="lead-form"
          className={`${styles.section} ${formStyles.section}`}
          aria-labelledby="lead-form-title"
        >
          <h2 id="lead-form-title">{inline.title}</h2>
          {inlineForm}
        </section>
      )}
    </>
  );
}

/** The section's form as the server wrote it, while its module comes after React rendered it anew. */
function KeptForm({ html }: { html: string }) {
  return (
    <div>
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
