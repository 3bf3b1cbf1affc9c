/** A tel: link for a displayed phone, e.g. 'tel:+74950001001'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** SPEC 1, 3, 4: a dealer's phone, while one is set, replaces the holding's phone of the city; an empty one does not. */
export function shownPhone(cityPhone: string, dealerPhone?: string | null): string {
  return dealerPhone || cityPhone;
}

/**
 * The phone as SPEC 5 writes it (+7 ###-###-##-##) from whatever digits were typed: without
 * JavaScript there is no mask, so 89001234567 or +7 (900) 123 45 67 is taken as the mask would.
 */
export function maskedPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')))
    digits = digits.slice(1);
  if (digits.length !== 10) return typed.trim();
  return `+7 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}
