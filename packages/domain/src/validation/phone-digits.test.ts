import { describe, expect, it } from 'vitest';
import { formatPhoneDigits, normalizePhoneDigits, phoneDigits } from './phone-digits.ts';

describe('phoneDigits', () => {
  it.each<[string, string | null]>([
    ['+7 900-000-00-01', '79000000001'],
    ['8 900-000-00-01', '79000000001'],
    ['+7 900----------', null],
    ['+7 900-000-00', null],
    ['+7 900-000-00-012', null],
    ['9000000001', null],
    ['', null],
  ])('%j gives %j', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });
});

describe('normalizePhoneDigits', () => {
  it.each<[string, string | null]>([
    ['79000000001', '79000000001'],
    ['89000000001', '79000000001'],
    ['9000000001', null],
    ['+79000000001', null],
    ['7900000000a', null],
  ])('%j gives %j', (input, expected) => {
    expect(normalizePhoneDigits(input)).toBe(expected);
  });
});

describe('formatPhoneDigits', () => {
  it('puts the digits in the mask and leaves anything else as it is', () => {
    expect(formatPhoneDigits('79000000001')).toBe('+7 900-000-00-01');
    expect(formatPhoneDigits('123')).toBe('123');
  });
});
