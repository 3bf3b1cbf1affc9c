const LETTER = /[A-Za-zА-Яа-яЁё]/;
const LETTER_OR_DIGIT = /[A-Za-zА-Яа-яЁё0-9]/;

/** SPEC 5 mask tokens: # digit, @ letter, * letter or digit; any other mask character is literal. */
export const MASK_TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /\d/,
  '@': LETTER,
  '*': LETTER_OR_DIGIT,
};

export const PHONE_MASK = '+7 ###-###-##-##';
/** Focusing an empty phone input pre-fills this. */
export const PHONE_FOCUS_PREFIX = '+7 ';

/**
 * Masks raw input as the input mask does while typing: token positions take the next matching
 * character (others are skipped), literals are written and consumed when typed.
 */
export function applyMask(value: string, mask: string): string {
  let output = '';
  let iMask = 0;
  let iValue = 0;
  while (iMask < mask.length && iValue < value.length) {
    const maskChar = mask.charAt(iMask);
    const valueChar = value.charAt(iValue);
    const token = MASK_TOKENS[maskChar];
    if (token) {
      if (token.test(valueChar)) {
        output += valueChar;
        iMask += 1;
      }
      iValue += 1;
    } else {
      output += maskChar;
      if (valueChar === maskChar) iValue += 1;
      iMask += 1;
    }
  }
  // Literals that close the mask, like a ')', are added once every token is filled.
  let rest = '';
  while (iMask < mask.length) {
    const maskChar = mask.charAt(iMask);
    if (MASK_TOKENS[maskChar]) return output;
    rest += maskChar;
    iMask += 1;
  }
  return output + rest;
}

/** A phone input's new value: what is typed or pasted after the «+7 » it shows, in the mask. */
export function maskPhoneInput(value: string): string {
  return applyMask(`${PHONE_FOCUS_PREFIX}${value.replace(/^(\s*\+7\s*)+/, '')}`, PHONE_MASK);
}

/** The value a phone input shows on focus. */
export function phoneFocusValue(value: string): string {
  return value === '' ? PHONE_FOCUS_PREFIX : value;
}

/**
 * A phone typed without the mask (a page without JavaScript): ten digits, or eleven after 7 or 8,
 * written as the mask would have; anything else is left for the phone rule to judge.
 */
export function maskTypedPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const local =
    digits.length === 11 && /^[78]/.test(digits)
      ? digits.slice(1)
      : digits.length === 10
        ? digits
        : null;
  if (local === null || /^\+7 \d{3}-/.test(value)) return value;
  return PHONE_FOCUS_PREFIX + applyMask(local, PHONE_MASK.slice(PHONE_FOCUS_PREFIX.length));
}
