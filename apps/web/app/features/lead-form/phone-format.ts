import { PHONE_FOCUS_PREFIX, applyMask } from '@dealer/domain';

const LOCAL_MASK = '###-###-##-##';

/** A phone from the profile ('79001234567', '+7 (900) ...') as the masked input shows it. */
export function phoneForInput(phone: string | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length !== 11 || !/^[78]/.test(digits)) return '';
  return PHONE_FOCUS_PREFIX + applyMask(digits.slice(1), LOCAL_MASK);
}
