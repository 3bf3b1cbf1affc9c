import { useState, type FormEvent } from 'react';
import { getInputProps, getSelectProps, getTextareaProps, useField } from '@conform-to/react';
import { FIELD_LIMITS, normalizeNameInput, textCounter } from '@dealer/domain';
import { FieldShell } from './field-shell.tsx';
import { useIsRequired } from './form-context.ts';
import styles from './lead-form.module.css';

interface FieldProps {
  name?: string;
  label?: string;
}

/** A plain text input of the form. */
export function TextField({
  name,
  label,
  autoComplete,
  maxLength,
  inputMode,
}: Required<Pick<FieldProps, 'name' | 'label'>> & {
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
}) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getInputProps(meta, { type: 'text' });
  return (
    <FieldShell meta={meta} label={label}>
      <input
        key={key}
        {...props}
        className={styles.input}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-required={useIsRequired(name) || undefined}
      />
    </FieldShell>
  );
}

const NAME_CHARS = /[^A-Za-zА-Яа-яЁё\s-]/g;

/** SPEC 5 name input: Latin and Cyrillic letters only, first letter capitalised, trimmed on leaving. */
export function NameField({ name = 'firstname', label = 'Имя' }: FieldProps) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getInputProps(meta, { type: 'text' });
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const cleaned = input.value.replace(NAME_CHARS, '').slice(0, FIELD_LIMITS.name);
    const next = cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
    if (next !== input.value) input.value = next;
  };
  return (
    <FieldShell meta={meta} label={label}>
      <input
        key={key}
        {...props}
        className={styles.input}
        autoComplete={name === 'firstname' ? 'given-name' : 'name'}
        maxLength={FIELD_LIMITS.name}
        onInput={onInput}
        onBlur={(event) => {
          event.currentTarget.value = normalizeNameInput(event.currentTarget.value);
        }}
        aria-required={useIsRequired(name) || undefined}
      />
    </FieldShell>
  );
}

export function EmailField({ name = 'email', label = 'E-mail' }: FieldProps) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getInputProps(meta, { type: 'email' });
  return (
    <FieldShell meta={meta} label={label}>
      <input
        key={key}
        {...props}
        className={styles.input}
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        aria-required={useIsRequired(name) || undefined}
      />
    </FieldShell>
  );
}

/** SPEC 5: VIN, 17 characters, shown in capitals. */
export function VinField({ name = 'vin', label = 'VIN' }: FieldProps) {
  return <TextField name={name} label={label} maxLength={FIELD_LIMITS.vin} autoComplete="off" />;
}

/** SPEC 5: a state number of 11 characters (autos) or 10 (motorcycles). */
export function StateNumberField({ name = 'stateNumber', label = 'Госномер' }: FieldProps) {
  return <TextField name={name} label={label} maxLength={FIELD_LIMITS.stateNumberAuto} />;
}

/** SPEC 5 text area: at most 1500 characters, with a counter. */
export function CommentField({
  name = 'comment',
  label = 'Комментарий',
  max = FIELD_LIMITS.textArea,
}: FieldProps & { max?: number }) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getTextareaProps(meta);
  const [value, setValue] = useState(() => String(meta.initialValue ?? ''));
  const counterId = `${meta.id}-counter`;
  return (
    <FieldShell
      meta={meta}
      label={label}
      after={
        <span className={styles.counter} id={counterId} aria-live="polite">
          {textCounter(value, max).label}
        </span>
      }
    >
      <textarea
        key={key}
        {...props}
        className={styles.textarea}
        maxLength={max}
        aria-describedby={[props['aria-describedby'], counterId].filter(Boolean).join(' ')}
        onInput={(event) => setValue(event.currentTarget.value)}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select of the form; without a chosen value it offers «Выберите». */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Выберите',
}: Required<Pick<FieldProps, 'name' | 'label'>> & {
  options: readonly SelectOption[];
  placeholder?: string | null;
}) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getSelectProps(meta);
  return (
    <FieldShell meta={meta} label={label}>
      <select
        key={key}
        {...props}
        className={styles.select}
        aria-required={useIsRequired(name) || undefined}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A value the form carries without showing it (the vehicle's mark and model, say). */
export function HiddenField({ name, value }: { name: string; value: string | undefined }) {
  return <input type="hidden" name={name} value={value ?? ''} />;
}
