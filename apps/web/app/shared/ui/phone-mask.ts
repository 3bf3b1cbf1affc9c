import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import type { MaskInput } from 'maska';
import { PHONE_FOCUS_PREFIX, PHONE_MASK } from '@dealer/domain';

/** Sets a value the way typing does, so the mask and the form both hear it. */
function typeValue(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// The mask library (3 kB gzip, a quarter of a form page's own code) loads when a visitor first
// focuses a phone field: it formats what was typed before it came, as it does a value it finds.
let maska: Promise<{ MaskInput: typeof MaskInput }> | undefined;
const loadMaska = () => (maska ??= import('maska'));

/**
 * SPEC 5 phone mask of every phone field (the lead forms, the service booking): +7 ###-###-##-##,
 * «+7 » written in on focus. Give the returned ref and onFocus to the input; a new input element
 * (a reset form) is masked on its next focus.
 */
export function usePhoneMask() {
  const ref = useRef<HTMLInputElement>(null);
  const masked = useRef<{ input: HTMLInputElement; mask: MaskInput } | null>(null);
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
  const onFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      if (event.currentTarget.value === '') typeValue(event.currentTarget, PHONE_FOCUS_PREFIX);
      void attach();
    },
    [attach],
  );
  return { ref, onFocus };
}
