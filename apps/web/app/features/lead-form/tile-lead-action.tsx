import { Suspense, useState } from 'react';
import { buttonClass } from '../../shared/ui/button.tsx';
import { preloadable } from '../../shared/ui/lazy.tsx';
import { VisuallyHidden } from '../../shared/ui/visually-hidden.tsx';
import { VEHICLE_FORM_QUERY, VEHICLE_FORMS, type LeadVehicle } from './vehicle-forms.ts';

// The card's dialog, loaded on a click (or a hover) only. A lazy of its own, not the card's: one
// module shared by both routes would be split into a chunk of its own that the card loads too.
const VehicleFormDialog = preloadable(() => import('./vehicle-form-dialog.tsx'));

// The request form: the card's first call to action.
const REQUEST = VEHICLE_FORMS[0]!;

/**
 * A listing tile's call to action (issue 15): the card's request form on the tile's vehicle, in a
 * dialog with JavaScript; without it, a link to the card with the form open as a section.
 */
export function TileLeadAction({ vehicle, cardHref }: { vehicle: LeadVehicle; cardHref: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={`${cardHref}?${VEHICLE_FORM_QUERY}=${REQUEST.key}#lead-form`}
        className={buttonClass('secondary', 'sm')}
        onPointerEnter={() => void VehicleFormDialog.preload()}
        onFocus={() => void VehicleFormDialog.preload()}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {REQUEST.label}
        <VisuallyHidden> {vehicle.title}</VisuallyHidden>
      </a>
      {open && (
        <Suspense fallback={null}>
          <VehicleFormDialog
            vehicle={vehicle}
            formKey={REQUEST.key}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
