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

/** A mileage, e.g. '45 000 км' (no-break spaces): the one way the site prints kilometres. */
export function formatMileage(km: number): string {
  return `${formatPrice(km)}${PRICE_GROUP_SEPARATOR}км`;
}

/** A percentage as Russian writes it, with a decimal comma: 14.9 → '14,9'. */
export function formatPercent(value: number): string {
  return String(value).replace('.', ',');
}

/**
 * A number a visitor typed, as the form sends it: group spaces dropped and a decimal comma read as a
 * point ('1 500 000' → '1500000', '14,9' → '14.9'); anything else is left for the schema to refuse.
 */
export function plainNumberText(value: string): string {
  return value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}
