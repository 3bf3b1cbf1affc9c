import { describe, expect, it } from 'vitest';
import { defaultDownPayment, monthlyPayment } from './credit.ts';

describe('credit calculator', () => {
  it('computes the annuity payment of the borrowed sum, rounded up', () => {
    // 1 000 000 ₽ for 12 months at 12 %: the textbook 88 848.79 ₽.
    expect(
      monthlyPayment({ price: 1_200_000, downPayment: 200_000, termMonths: 12, ratePercent: 12 }),
    ).toBe(88_849);
    expect(
      monthlyPayment({ price: 1_200_000, downPayment: 0, termMonths: 12, ratePercent: 0 }),
    ).toBe(100_000);
  });

  it('makes no estimate when there is nothing to borrow or no term', () => {
    expect(
      monthlyPayment({ price: 1_000, downPayment: 1_000, termMonths: 12, ratePercent: 10 }),
    ).toBe(null);
    expect(monthlyPayment({ price: 1_000, downPayment: 0, termMonths: 0, ratePercent: 10 })).toBe(
      null,
    );
    expect(monthlyPayment({ price: 1_000, downPayment: -5, termMonths: 12, ratePercent: 10 })).toBe(
      null,
    );
  });

  it('opens with a fifth of the price in whole thousands', () => {
    expect(defaultDownPayment(2_345_678)).toBe(469_000);
  });
});
