import { useMemo } from 'react';
import { CREDIT_DEFAULTS, defaultDownPayment, formatPercent, formatPrice } from '@dealer/domain';
import { CreditCalculator } from './credit-calculator.tsx';
import { LeadForm } from './lead-form.tsx';
import { PhoneField } from './phone-field.tsx';
import { CommentField, NameField, TextField, VinField } from './text-fields.tsx';
import type { LeadDefaults } from './types.ts';
import { vehicleFormByKey, type LeadVehicle, type VehicleFormKey } from './vehicle-forms.ts';
import styles from './lead-form.module.css';

export interface VehicleFormProps {
  vehicle: LeadVehicle;
  formKey: VehicleFormKey;
  onClose?: () => void;
}

/** The vehicle a form is about, as the visitor sees it in the form. */
function VehicleLine({ vehicle }: { vehicle: LeadVehicle }) {
  return (
    <p className={styles.vehicle}>
      {vehicle.title}
      <br />
      {vehicle.vin ? `VIN ${vehicle.vin} · ` : ''}
      {vehicle.dealerName}
    </p>
  );
}

/** A form of the card's calls to action, opened on the vehicle (SPEC 3: mark, model, VIN, dealer). */
export default function VehicleForm({ vehicle, formKey, onClose }: VehicleFormProps) {
  const entry = vehicleFormByKey(formKey);
  const defaults = useMemo<LeadDefaults>(() => {
    // The trade-in form asks for the visitor's own car: its mark and model start empty.
    const own =
      formKey === 'trade-in' ? {} : { mark: vehicle.mark, model: vehicle.model, vin: vehicle.vin };
    return {
      ...own,
      dealer: vehicle.dealerCode,
      // Written as the calculator shows them: grouped digits, a decimal comma.
      creditDownPayment: formatPrice(defaultDownPayment(vehicle.price)),
      creditTerm: String(CREDIT_DEFAULTS.termMonths),
      creditRate: formatPercent(CREDIT_DEFAULTS.ratePercent),
    };
  }, [vehicle, formKey]);
  if (!entry) return null;
  const closing = onClose ? { onClose } : {};
  return (
    <LeadForm
      formId={entry.formId}
      action={`/catalog/${vehicle.id}/?form=${entry.key}`}
      defaults={defaults}
      submitLabel={formKey === 'history' ? 'Получить код' : 'Отправить заявку'}
      {...closing}
    >
      <VehicleLine vehicle={vehicle} />
      {formKey === 'credit' && <CreditCalculator price={vehicle.price} />}
      {formKey === 'trade-in' && (
        <>
          <TextField name="mark" label="Марка вашего автомобиля" maxLength={100} />
          <TextField name="model" label="Модель вашего автомобиля" maxLength={100} />
        </>
      )}
      {formKey === 'history' && <VinField />}
      <NameField />
      <PhoneField />
      <CommentField />
    </LeadForm>
  );
}
