/** Discounts a buyer gets only under a condition (credit, trade-in, insurance through the dealer). */
export interface ConditionalDiscounts {
  credit: number;
  tradeIn: number;
  insurance: number;
}

export type DiscountCondition = keyof ConditionalDiscounts;

/** The order the card names the conditions in. */
export const DISCOUNT_CONDITIONS: readonly DiscountCondition[] = ['credit', 'tradeIn', 'insurance'];

export interface PriceCondition {
  key: DiscountCondition;
  /** Roubles off the unconditional price. */
  discount: number;
  /** What the buyer pays under this condition alone. */
  price: number;
}

export interface PriceBlock {
  /** What anyone pays, with no condition: the price after the unconditional discount. */
  price: number;
  /** The list price, shown struck through, only when an unconditional discount exists. */
  oldPrice: number | null;
  /** Each conditional discount, named, with the price it needs; only those above zero. */
  conditions: PriceCondition[];
  /** The price with every condition met, when there are two or more of them. */
  allConditionsPrice: number | null;
}

function whole(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/**
 * An honest price block: the unconditional price first, then every conditional discount named with
 * the price it needs. A discount never takes a price below zero.
 */
export function priceBlock(vehicle: {
  price: number;
  disprice: number;
  discounts: ConditionalDiscounts;
}): PriceBlock {
  const list = whole(vehicle.price);
  const price = whole(vehicle.disprice) || list;
  const conditions = DISCOUNT_CONDITIONS.flatMap((key) => {
    const discount = Math.min(whole(vehicle.discounts[key]), price);
    return discount > 0 ? [{ key, discount, price: price - discount }] : [];
  });
  const total = Math.min(
    conditions.reduce((sum, c) => sum + c.discount, 0),
    price,
  );
  return {
    price,
    oldPrice: list > price ? list : null,
    conditions,
    allConditionsPrice: conditions.length > 1 ? price - total : null,
  };
}
