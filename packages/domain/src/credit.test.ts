import { describe, expect, it } from 'vitest';
import {
  CREDIT_DEFAULTS_TEXT,
  defaultDownPayment,
  defaultMonthlyPayment,
  monthlyPayment,
} from './credit.ts';

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

  it('estimates a price with the opening terms, and says what they are', () => {
    // 2 000 000 ₽: 400 000 ₽ down, 1 600 000 ₽ for 60 months at 14.9 % a year.
    expect(defaultMonthlyPayment(2_000_000)).toBe(37_980);
    expect(defaultMonthlyPayment(0)).toBe(null);
    expect(CREDIT_DEFAULTS_TEXT).toBe(
      'первоначальный взнос 20\u00a0%, срок 60\u00a0мес., ставка 14,9\u00a0% годовых',
    );
  });
});
