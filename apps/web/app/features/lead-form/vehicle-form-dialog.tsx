import { Dialog } from '../../shared/ui/dialog.tsx';
import VehicleForm, { type VehicleFormProps } from './vehicle-form.tsx';
import { vehicleFormByKey } from './vehicle-forms.ts';
import styles from './lead-form.module.css';

/** A card's form in a dialog; closing it unmounts the form, so the next opening starts afresh. */
export default function VehicleFormDialog(props: VehicleFormProps & { onClose: () => void }) {
  const entry = vehicleFormByKey(props.formKey);
  return (
    <Dialog open title={entry?.title} placement="right" onClose={props.onClose}>
      <div className={styles.dialogBody}>
        <VehicleForm {...props} />
      </div>
    </Dialog>
  );
}
