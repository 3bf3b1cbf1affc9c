import { buttonClass } from '../../shared/ui/button.tsx';
import styles from './vehicle-lead-actions.module.css';
import { VEHICLE_FORM_QUERY, vehicleFormsFor, type LeadVehicle } from './vehicle-forms.ts';

/**
 * The card's calls to action as a static part (VehicleLeadActions): links to the card with
 * ?form=…, where the form is a section of the page (the way without JavaScript); each is a
 * `data-action` the card handles by opening its form in a dialog instead.
 */
export function VehicleLeadLinks({ condition }: { condition: LeadVehicle['condition'] }) {
  return (
    <div className={styles.actions}>
      {vehicleFormsFor(condition).map((entry, i) => (
        <a
          key={entry.key}
          href={`?${VEHICLE_FORM_QUERY}=${entry.key}#lead-form`}
          className={buttonClass(i === 0 ? 'primary' : 'secondary')}
          data-action="form"
          data-form={entry.key}
        >
          {entry.label}
        </a>
      ))}
    </div>
  );
}
