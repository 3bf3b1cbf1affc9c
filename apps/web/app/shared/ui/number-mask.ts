import type { FocusEvent } from 'react';
import type { MaskInput } from 'maska';

// Sums typed with their digits grouped («2 000 000») and a rate with a decimal comma («14,9»), by
// maska's number mode (the library the phone fields use). It loads on the first focus of such a
// field, so a page only looked at never downloads it; the form posts what the field shows and the
// server reads it back (plainNumberText, parseBound), so a page without JavaScript posts as well.

let maska: Promise<{ MaskInput: typeof MaskInput }> | undefined;
const loadMaska = () => (maska ??= import('maska'));
const masked = new WeakSet<HTMLInputElement>();

/** Grouped whole numbers («2 000 000»), or with up to `fraction` decimals after a comma. */
export function maskNumberOnFocus(fraction = 0) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (masked.has(input)) return;
    masked.add(input);
    void loadMaska().then(
      ({ MaskInput }) =>
        new MaskInput(input, { number: { locale: 'ru', fraction, unsigned: true } }),
    );
  };
}

/** Whole numbers grouped by thousands: prices, down payments, mileage. */
export const maskWholeOnFocus = maskNumberOnFocus(0);
