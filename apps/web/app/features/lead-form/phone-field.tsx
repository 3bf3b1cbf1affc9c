import { useEffect, useRef } from 'react';
import { getInputProps, useField } from '@conform-to/react';
import { MaskInput } from 'maska';
import { FIELD_LIMITS, PHONE_FOCUS_PREFIX, PHONE_MASK } from '@dealer/domain';
import { FieldShell } from './field-shell.tsx';
import { useIsRequired } from './form-context.ts';
import styles from './lead-form.module.css';

/** Sets a value the way typing does, so the mask and the form both hear it. */
function typeValue(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** SPEC 5 phone: the mask +7 ###-###-##-##, and «+7 » written in on focus. */
export function PhoneField({
  name = 'phone',
  label = 'Телефон',
}: {
  name?: string;
  label?: string;
}) {
  const [meta] = useField<string>(name);
  const { key, ...props } = getInputProps(meta, { type: 'tel' });
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const mask = new MaskInput(ref.current, { mask: PHONE_MASK });
    return () => mask.destroy();
  }, []);
  return (
    <FieldShell meta={meta} label={label}>
      <input
        key={key}
        {...props}
        ref={ref}
        className={styles.input}
        autoComplete="tel"
        inputMode="tel"
        maxLength={FIELD_LIMITS.phone}
        placeholder={PHONE_MASK.replaceAll('#', '_')}
        onFocus={(event) => {
          if (event.currentTarget.value === '') typeValue(event.currentTarget, PHONE_FOCUS_PREFIX);
        }}
        aria-required={useIsRequired(name) || undefined}
      />
    </FieldShell>
  );
}
