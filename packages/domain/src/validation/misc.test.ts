import { describe, expect, it } from 'vitest';
import {
  isHoneypotClean,
  isQrLevel,
  isValidFutureDate,
  numericInput,
  validatePolicy,
} from './misc.ts';
import { isValidStateNumber, isValidVin, validateStateNumber, validateVin } from './vehicle.ts';

describe('VIN: 17 characters (SPEC 5)', () => {
  it.each<[string, boolean, string | null]>([
    ['XTA210990Y2765432', false, null],
    ['XTA210990Y276543', false, 'VIN должен содержать 17 символов'],
    ['XTA210990Y27654321', false, 'VIN должен содержать 17 символов'],
    ['', false, null],
    ['', true, 'Необходимо заполнить поле'],
  ])('%j required %s → %j', (vin, required, error) => {
    expect(validateVin(vin, required)).toBe(error);
  });

  it('isValidVin counts length', () => {
    expect(isValidVin('1'.repeat(17))).toBe(true);
  });
});

describe('state number (SPEC 5)', () => {
  it.each<[string, boolean]>([
    ['А 123 ВС 77', true],
    ['А123ВС 777', false],
    ['А 123 ВС 777', false],
    ['1234 АВ 77', true],
    ['1234 АВ 777', false],
    ['x123xx77***', true],
    ['X***XX*77**', true],
    ['x123xx77**', false],
    ['А 123 ВС 7', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isValidStateNumber(value)).toBe(ok);
  });

  it.each<[string, boolean, string | null]>([
    ['', false, null],
    ['', true, 'Необходимо заполнить поле'],
    ['А 123', false, 'Некорректный формат госномера.'],
  ])('validateStateNumber(%j, %s) → %j', (value, required, error) => {
    expect(validateStateNumber(value, required)).toBe(error);
  });
});

describe('policy and honeypot (SPEC 5)', () => {
  it.each<[boolean, string | null]>([
    [true, null],
    [false, 'Необходимо заполнить поле'],
  ])('policy %s → %j', (checked, error) => {
    expect(validatePolicy(checked)).toBe(error);
  });

  it.each<[unknown, boolean]>([
    ['', true],
    [undefined, true],
    [null, true],
    [' ', false],
    ['bot', false],
  ])('robot %j passes: %s', (value, clean) => {
    expect(isHoneypotClean(value)).toBe(clean);
  });
});

describe('numericInput: integer or empty (SPEC 5)', () => {
  it.each<[unknown, number | '']>([
    ['42', 42],
    [' 7 ', 7],
    ['12abc', 12],
    ['3.9', 3],
    ['0', 0],
    ['-5', -5],
    ['abc', ''],
    ['', ''],
    [12.8, 12],
    [Number.NaN, ''],
    [null, ''],
    ['99999999999999999999', ''],
  ])('%j → %j', (value, out) => {
    expect(numericInput(value)).toBe(out);
  });
});

describe('isValidFutureDate (SPEC 5)', () => {
  const today = new Date(2026, 10, 21);
  it.each<[string, boolean]>([
    ['2026-11-21', true],
    ['2026-01-01', true],
    ['2027-12-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-05-00', false],
    ['2025-12-31', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026/01/01', false],
    ['2026-01-01T00:00', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isValidFutureDate(value, today)).toBe(ok);
  });
});

describe('QR level (SPEC 5)', () => {
  it.each<[unknown, boolean]>([
    ['L', true],
    ['M', true],
    ['Q', true],
    ['H', true],
    ['l', false],
    ['X', false],
    [undefined, false],
  ])('%j → %s', (value, ok) => {
    expect(isQrLevel(value)).toBe(ok);
  });
});
