import { describe, expect, it } from 'vitest';
import {
  BILL_LOOKUP_MESSAGES as M,
  billLookupErrors,
  formatBillAmount,
  normalizeBillNumber,
  parseRoublesToKopecks,
} from './bill-lookup.ts';

describe('SPEC 2.8 /pay: a bill found by its number and amount', () => {
  it('reads the number as printed, with the sign, spaces and any dash', () => {
    expect(normalizeBillNumber(' № 1–00001 ')).toBe('1-00001');
    expect(normalizeBillNumber('сч-12/3')).toBe('СЧ-12/3');
    expect(normalizeBillNumber('-1')).toBeNull();
    expect(normalizeBillNumber('1;drop')).toBeNull();
    expect(normalizeBillNumber('1'.repeat(31))).toBeNull();
  });

  it('reads roubles with kopecks the ways a payer types them', () => {
    expect(parseRoublesToKopecks('12 500,50')).toBe(1_250_050);
    expect(parseRoublesToKopecks('12\u00a0500.5 ₽')).toBe(1_250_050);
    expect(parseRoublesToKopecks('8000 руб.')).toBe(800_000);
    expect(parseRoublesToKopecks('0')).toBeNull();
    expect(parseRoublesToKopecks('12,505')).toBeNull();
    expect(parseRoublesToKopecks('-5')).toBeNull();
    expect(parseRoublesToKopecks('1e5')).toBeNull();
  });

  it('prints an amount with its kopecks', () => {
    expect(formatBillAmount(1250050.5)).toBe('1\u00a0250\u00a0050,50\u00a0₽');
    expect(formatBillAmount(8000)).toBe('8\u00a0000,00\u00a0₽');
    expect(formatBillAmount(0.07)).toBe('0,07\u00a0₽');
  });

  it('names each field to correct', () => {
    expect(billLookupErrors({ number: '1-00001', amount: '100' })).toEqual({});
    expect(billLookupErrors({})).toEqual({ number: [M.numberEmpty], amount: [M.amountEmpty] });
    expect(billLookupErrors({ number: '?', amount: 'сто' })).toEqual({
      number: [M.numberInvalid],
      amount: [M.amountInvalid],
    });
  });
});
