import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { preloadable, serverReady } from '../../shared/ui/lazy.tsx';
import { AfterTouch, useFirstTouch } from '../../shared/ui/on-first-touch.tsx';
import {
  VEHICLE_FORM_QUERY,
  vehicleFormByKey,
  vehicleFormsFor,
  type LeadVehicle,
  type VehicleFormKey,
} from './vehicle-forms.ts';
import styles from './vehicle-lead-actions.module.css';

// The forms' code (Conform, zod, the mask) loads when a visitor opens one, never with the card.
const VehicleFormDialog = preloadable(() => import('./vehicle-form-dialog.tsx'));
// Opened by the address (?form=credit, the way without JavaScript), it is written in the HTML. It
// is no static part: the browser renders it itself, so its hydration waits for its chunk and its
// handlers work once it arrives; serverReady only makes the server's first pass hold its HTML.
// The chunk (the form system, Conform, the calculator) loads when the visitor first reaches for
// the form (useFirstTouch); until then the form is the server's, and posts as it does without
// JavaScript.
const VehicleForm = serverReady(() => import('./vehicle-form.tsx'));

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
        <InlineVehicleForm vehicle={vehicle} formKey={inline.key} title={inline.title} />
      )}
    </>
  );
}

/** The form as a section of the card (?form=…), as the server writes it. */
function InlineVehicleForm({
  vehicle,
  formKey,
  title,
}: {
  vehicle: LeadVehicle;
  formKey: VehicleFormKey;
  title: string;
}) {
  const [section, gate] = useFirstTouch<HTMLElement>();
  // The same element while the form is the same: React leaves a waiting boundary alone then.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <AfterTouch gate={gate}>
          <VehicleForm vehicle={vehicle} formKey={formKey} />
        </AfterTouch>
      </Suspense>
    ),
    [gate, vehicle, formKey],
  );
  return (
    <section
      ref={section}
      id="lead-form"
      className={styles.section}
      aria-labelledby="lead-form-title"
    >
      <h2 id="lead-form-title">{title}</h2>
      {boundary}
    </section>
  );
}
