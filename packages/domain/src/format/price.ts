/** Group separator: U+00A0 no-break space, the same one Intl uses for ru-RU, so a price never wraps. */
export const PRICE_GROUP_SEPARATOR = '\u00a0';

export interface PriceOptions {
  /** The value is in kopecks: its last two digits are dropped. */
  withCents?: boolean;
}

/**
 * SPEC 5 price display: empty or '0' shows 0, cents are dropped, groups of three are
 * separated by spaces. A decimal fraction ('1500.50') counts as cents and is dropped too.
 */
export function formatPrice(
  value: string | number | null | undefined,
  { withCents = false }: PriceOptions = {},
): string {
  const raw = value === null || value === undefined ? '' : String(value).trim();
  if (raw === '' || raw === '0') return '0';
  const negative = raw.startsWith('-');
  const whole = raw.split(/[.,]/)[0] ?? '';
  let digits = whole.replace(/\D/g, '');
  if (withCents) digits = digits.slice(0, -2);
  digits = digits.replace(/^0+/, '');
  if (digits === '') return '0';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, PRICE_GROUP_SEPARATOR);
  return negative ? `-${grouped}` : grouped;
}

/** A price in roubles with the sign, e.g. '1 250 000 ₽' (no-break spaces). */
export function formatRub(
  value: string | number | null | undefined,
  options: PriceOptions = {},
): string {
  return `${formatPrice(value, options)}${PRICE_GROUP_SEPARATOR}₽`;
}
