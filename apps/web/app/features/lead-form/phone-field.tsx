import { useCallback, useEffect, useRef } from 'react';
import { getInputProps, useField } from '@conform-to/react';
import type { MaskInput } from 'maska';
import { FIELD_LIMITS, PHONE_FOCUS_PREFIX, PHONE_MASK } from '@dealer/domain';
import { FieldShell } from './field-shell.tsx';
import { useIsRequired } from './form-context.ts';
import styles from './lead-form.module.css';

/** Sets a value the way typing does, so the mask and the form both hear it. */
function typeValue(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// The mask library (3 kB gzip, a quarter of a form page's own code) loads when a visitor first
// focuses a phone field: it formats what was typed before it came, as it does a value it finds.
let maska: Promise<{ MaskInput: typeof MaskInput }> | undefined;
const loadMaska = () => (maska ??= import('maska'));

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
  const masked = useRef<{ input: HTMLInputElement; mask: MaskInput } | null>(null);
  // On the input shown now: a reset of the form gives the field a new element.
  const attach = useCallback(async () => {
    const { MaskInput } = await loadMaska();
    const input = ref.current;
    if (!input || masked.current?.input === input) return;
    masked.current?.mask.destroy();
    masked.current = { input, mask: new MaskInput(input, { mask: PHONE_MASK }) };
  }, []);
  useEffect(() => {
    // A value filled in already (from the profile, or typed before the form's code came) is masked
    // at once, an empty field on its focus: also a focus that woke the form (useWakingPart), which
    // came before this field had a handler.
    const input = ref.current;
    if (input && input.value === '' && input === document.activeElement)
      typeValue(input, PHONE_FOCUS_PREFIX);
    if (input?.value) void attach();
    return () => {
      masked.current?.mask.destroy();
      masked.current = null;
    };
  }, [attach]);
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
          void attach();
        }}
        aria-required={useIsRequired(name) || undefined}
      />
    </FieldShell>
  );
}
