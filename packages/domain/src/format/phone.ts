/** A tel: link for a displayed phone, e.g. 'tel:+74950001001'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
