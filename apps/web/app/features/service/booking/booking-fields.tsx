import type { ReactNode } from 'react';
import type { Choice } from './booking-data.ts';
import styles from './booking.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | null;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error, both read out with it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        ...(error && { 'aria-invalid': true as const }),
        ...(described && { 'aria-describedby': described }),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A select of choices with an empty first option that names what to choose. */
export function ChoiceSelect({
  id,
  name,
  label,
  placeholder,
  choices,
  value,
  required,
  error,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  choices: readonly Choice[];
  value: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | null;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(described) => (
        <select
          id={id}
          name={name}
          defaultValue={value}
          required={required}
          className={styles.control}
          {...described}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
