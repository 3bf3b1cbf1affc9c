import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { preloadable, serverReady } from '../../shared/ui/lazy.tsx';
import { StaticPart } from '../../shared/ui/static-part.tsx';
import { VEHICLE_FORM_QUERY } from './vehicle-form-query.ts';
import type { LeadVehicle, VehicleFormKey } from './vehicle-forms.ts';
// The styles of the links and of the ?form= section come with the card, their class maps with
// their parts: a lazy module's stylesheet reaches no page the server writes, so without these the
// form without JavaScript was unstyled, its robot field shown, its refusal plain.
import './vehicle-lead-actions.module.css?styles-only';
import './lead-form.module.css?styles-only';
import '../../shared/ui/form-refusal.module.css?styles-only';

// The forms' code (Conform, zod, the mask) loads when a visitor opens one, never with the card.
const VehicleFormDialog = preloadable(() => import('./vehicle-form-dialog.tsx'));
// The links are a static part: the browser keeps their server HTML, and the forms' list (labels,
// which forms a vehicle offers) stays out of the card's JavaScript.
const Links = serverReady(() =>
  import('./vehicle-lead-links.tsx').then((module) => ({ default: module.VehicleLeadLinks })),
);
// Opened by the address (?form=credit, the way without JavaScript), the form is a section of the
// card the server writes; its module loads only on such an address.
const Section = serverReady(() =>
  import('./vehicle-lead-section.tsx').then((module) => ({ default: module.VehicleLeadSection })),
);

/** An element's server HTML, read as this module loads (before React hydrates). */
const serverHtml = (selector: string, outer = false) => {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  return (outer ? element?.outerHTML : element?.innerHTML) ?? '';
};

/**
 * The ?form= section (and its form, the inside of its waking part's element) as the server wrote
 * them, read before React hydrates. The section's module and the form's come after the page's,
 * and React Router's route discovery may update the page before they came: React then drops the
 * server's section and renders it anew. With this HTML it shows the server's section meanwhile,
 * and the form still waits for the visitor's first touch (without it, the form's code loaded at
 * once). Cleared once the card mounted: a later card's form is the browser's own.
 */
let serverSection = serverHtml('#lead-form', true);
let serverForm = serverHtml('#lead-form > div');

/**
 * The card's calls to action (request, credit, trade-in, test drive, and the history report for
 * used vehicles). Each is a link to the card with ?form=…, where the form is a section of the page;
 * with JavaScript it opens in a dialog instead, on the same vehicle.
 */
export function VehicleLeadActions({ vehicle }: { vehicle: LeadVehicle }) {
  // Read from the location: useSearchParams would bring React Router's DOM module to every card.
  const { search } = useLocation();
  const formKey = new URLSearchParams(search).get(VEHICLE_FORM_QUERY);
  const [open, setOpen] = useState<VehicleFormKey | null>(null);
  // The same element while the vehicle and the form are the same (by value: React Router hands
  // the loader data over anew when the card's streamed answer completes): a boundary React still
  // hydrates is dropped and rendered anew when it gets new props (decision 0037).
  const vehicleKey = JSON.stringify(vehicle);
  const [kept] = useState(() => ({ section: serverSection, form: serverForm }));
  useEffect(() => {
    serverSection = serverForm = '';
  }, []);
  const section = useMemo(
    () =>
      formKey && (
        <Suspense fallback={kept.section ? <KeptSection html={kept.section} /> : null}>
          <Section vehicle={vehicle} formKey={formKey} serverHtml={kept.form} />
        </Suspense>
      ),
    [vehicleKey, formKey],
  );
  return (
    <>
      {/* The dialog's code starts loading as the pointer comes over a call to action. */}
      <div style={{ display: 'contents' }} onPointerOver={() => void VehicleFormDialog.preload()}>
        <StaticPart
          part={Links}
          props={{ condition: vehicle.condition }}
          version={vehicle.condition}
          onAction={(link) => setOpen(link.dataset.form as VehicleFormKey)}
        />
      </div>
      {open && (
        <Suspense fallback={null}>
          <VehicleFormDialog vehicle={vehicle} formKey={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {section}
    </>
  );
}

/** The section as the server wrote it, while its module comes after React rendered it anew. */
function KeptSection({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
