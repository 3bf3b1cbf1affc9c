import { serverReady } from '../../shared/ui/lazy.tsx';
import { useWakingPart } from '../../shared/ui/on-first-touch.tsx';
import type { LeadVehicle, VehicleFormKey } from './vehicle-forms.ts';

// The form itself (the form system, Conform, the calculator) loads when the visitor first reaches
// for it (useWakingPart); until then it is the server's HTML and posts as it does without
// JavaScript. serverReady makes the server's first pass hold its HTML.
const VehicleForm = serverReady(() => import('./vehicle-form.tsx'));

/**
 * The form of the card's section (?form=…), as the server writes it (the section is the card's).
 * `serverHtml`: the form's server HTML as the card read it before hydrating (useWakingPart).
 */
export default function InlineVehicleForm({
  vehicle,
  formKey,
  serverHtml,
}: {
  vehicle: LeadVehicle;
  formKey: VehicleFormKey;
  serverHtml: string;
}) {
  return useWakingPart(
    () => <VehicleForm vehicle={vehicle} formKey={formKey} />,
    [JSON.stringify(vehicle), formKey],
    serverHtml,
  );
}
