import { isValidPhone } from './phone-email.ts';

/** Russian mobile numbers as stored and sent to gateways: 7 and ten digits. */
const DIGITS = /^7\d{10}$/;

/**
 * A phone in the SPEC 5 form ('+7 900-000-00-01' or '8 900-000-00-01') as '79000000001', or
 * null when it is not a full number (the mask check alone lets hyphens stand for digits).
 */
export function phoneDigits(value: string): string | null {
  if (!isValidPhone(value)) return null;
  const digits = value.replace(/\D/g, '').replace(/^8/, '7');
  return DIGITS.test(digits) ? digits : null;
}

/** Digits as a caller types them (SPEC 7 /catalog/report): 7 or 8 and ten digits, as '7XXXXXXXXXX'. */
export function normalizePhoneDigits(value: string): string | null {
  if (!/^[78]\d{10}$/.test(value)) return null;
  return `7${value.slice(1)}`;
}

/** '79000000001' in the SPEC 5 mask: '+7 900-000-00-01'. */
export function formatPhoneDigits(digits: string): string {
  if (!DIGITS.test(digits)) return digits;
  const d = digits.slice(1);
  return `+7 ${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}
