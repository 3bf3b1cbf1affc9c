// The credit calculator of the vehicle card: an annuity estimate, not an offer of a bank. The
// listing's tiles show the same estimate with the calculator's opening terms.

export const CREDIT_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
export const CREDIT_DEFAULTS = { termMonths: 60, ratePercent: 14.9, downShare: 0.2 } as const;
export const CREDIT_RATE_LIMITS = { min: 0, max: 60 } as const;

export interface CreditInput {
  price: number;
  downPayment: number;
  termMonths: number;
  /** Yearly rate, per cent. */
  ratePercent: number;
}

/**
 * The monthly payment of an annuity loan of price − down payment, rounded up to a rouble; null
 * when the numbers make no loan (nothing to borrow, a down payment over the price, no term).
 */
export function monthlyPayment({ price, downPayment, termMonths, ratePercent }: CreditInput) {
  const principal = price - downPayment;
  if (!(principal > 0) || !(termMonths > 0) || !(ratePercent >= 0) || downPayment < 0) return null;
  const rate = ratePercent / 100 / 12;
  const payment =
    rate === 0 ? principal / termMonths : (principal * rate) / (1 - (1 + rate) ** -termMonths);
  return Math.ceil(payment);
}

/** The down payment a calculator opens with: a fifth of the price, in whole thousands. */
export function defaultDownPayment(price: number): number {
  return Math.round((price * CREDIT_DEFAULTS.downShare) / 1000) * 1000;
}

/** The monthly payment the calculator opens with for a price: its default down payment, term and rate. */
export function defaultMonthlyPayment(price: number): number | null {
  return monthlyPayment({
    price,
    downPayment: defaultDownPayment(price),
    termMonths: CREDIT_DEFAULTS.termMonths,
    ratePercent: CREDIT_DEFAULTS.ratePercent,
  });
}

/** What that estimate assumes, in the calculator's words: «первоначальный взнос 20 %, срок 60 мес., ставка 14,9 % годовых». */
export const CREDIT_DEFAULTS_TEXT =
  `первоначальный взнос ${CREDIT_DEFAULTS.downShare * 100}\u00a0%, ` +
  `срок ${CREDIT_DEFAULTS.termMonths}\u00a0мес., ` +
  // The decimal comma written here, not through formatPercent: the tiles' chunk would then carry
  // format/number.ts, and the search overlay, which prints mileage with it, the tiles' chunk.
  `ставка ${String(CREDIT_DEFAULTS.ratePercent).replace('.', ',')}\u00a0% годовых`;
