import { getInputProps, useField } from '@conform-to/react';
import { FIELD_LIMITS, PHONE_MASK } from '@dealer/domain';
import { FieldShell } from './field-shell.tsx';
import { useIsRequired } from './form-context.ts';
import { usePhoneMask } from '../../shared/ui/phone-mask.ts';
import styles from './lead-form.module.css';

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
  const { ref, onFocus } = usePhoneMask();
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
        onFocus={onFocus}
        aria-required={useIsRequired(name) || undefined}
      />
    </FieldShell>
  );
}
