/** How long a tile says «Цена снижена» after a drop (issue 32). */
export const PRICE_DROP_DAYS = 14;

/** Whether the last price change was a drop within the last PRICE_DROP_DAYS days. */
export function isRecentPriceDrop(priceDroppedAt: string | null, now: Date): boolean {
  if (!priceDroppedAt) return false;
  const at = Date.parse(priceDroppedAt);
  if (Number.isNaN(at)) return false;
  const age = now.getTime() - at;
  return age >= 0 && age <= PRICE_DROP_DAYS * 86_400_000;
}
