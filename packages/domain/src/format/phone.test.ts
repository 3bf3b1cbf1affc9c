import { describe, expect, it } from 'vitest';
import { maskedPhone } from './phone.ts';

describe('maskedPhone (SPEC 5 mask without the script)', () => {
  it('writes typed digits in the SPEC 5 mask, leaving anything else for the API to refuse', () => {
    expect(maskedPhone('89001234567')).toBe('+7 900-123-45-67');
    expect(maskedPhone('+7 (900) 123 45 67')).toBe('+7 900-123-45-67');
    expect(maskedPhone('9001234567')).toBe('+7 900-123-45-67');
    expect(maskedPhone(' 12345 ')).toBe('12345');
  });
});
