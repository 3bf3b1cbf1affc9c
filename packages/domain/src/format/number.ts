import { formatPrice, PRICE_GROUP_SEPARATOR } from './price.ts';

// Numbers beside prices, apart from price.ts: that module is in every page's shell chunk
// (vite.config.ts), these only in the pages that print or read them.

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
