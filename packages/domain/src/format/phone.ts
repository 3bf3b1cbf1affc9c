/** A tel: link for a displayed phone, e.g. 'tel:+74950001001'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** SPEC 1, 3, 4: a dealer's phone, while one is set, replaces the holding's phone of the city; an empty one does not. */
export function shownPhone(cityPhone: string, dealerPhone?: string | null): string {
  return dealerPhone || cityPhone;
}
