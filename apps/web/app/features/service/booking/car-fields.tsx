import type { CarDetails } from './booking-data.ts';
import { Field } from './booking-fields.tsx';
import styles from './booking.module.css';

const FIELDS = [
  { name: 'mark', label: 'Марка', max: 100 },
  { name: 'model', label: 'Модель', max: 100 },
  { name: 'vin', label: 'VIN', max: 17 },
  { name: 'stateNumber', label: 'Госномер', max: 20 },
] as const;

/** The garage car's details, filled in and still editable (a new plate, a typo in the garage). */
export function CarFields({
  car,
  typed,
  errors,
}: {
  car: CarDetails;
  typed: Record<string, string>;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <fieldset className={styles.car}>
      <legend className={styles.label}>Автомобиль</legend>
      {FIELDS.map(({ name, label, max }) => (
        <Field key={name} id={`booking-${name}`} label={label} error={errors[name]}>
          {(described) => (
            <input
              id={`booking-${name}`}
              name={name}
              maxLength={max}
              autoComplete="off"
              defaultValue={typed[name] ?? car[name]}
              className={styles.control}
              {...described}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
