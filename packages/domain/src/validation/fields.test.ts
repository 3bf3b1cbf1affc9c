import { describe, expect, it } from 'vitest';
import {
  applyMask,
  maskPhoneInput,
  PHONE_FOCUS_PREFIX,
  PHONE_MASK,
  phoneFocusValue,
} from './mask.ts';
import { MESSAGES } from './messages.ts';
import {
  isPhoneFilled,
  isValidEmail,
  isValidPhone,
  validateEmail,
  validatePhone,
} from './phone-email.ts';
import {
  normalizeNameInput,
  textCounter,
  validateFirstName,
  validateRequired,
  validateTextArea,
  type FieldValue,
} from './text-fields.ts';

describe('SPEC 5 messages are word for word', () => {
  it.each([
    [MESSAGES.required, 'Необходимо заполнить поле'],
    [MESSAGES.onlyRussian, 'Только русские символы'],
    [MESSAGES.phone, 'Некорректный формат телефона.'],
    [MESSAGES.email, 'Некорректный формат e-mail.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('validateRequired', () => {
  it.each<[FieldValue, string | null]>([
    ['', 'Необходимо заполнить поле'],
    ['   ', 'Необходимо заполнить поле'],
    [null, 'Необходимо заполнить поле'],
    [undefined, 'Необходимо заполнить поле'],
    [false, 'Необходимо заполнить поле'],
    [[], 'Необходимо заполнить поле'],
    ['a', null],
    [0, null],
    [true, null],
    [['file'], null],
  ])('%j → %j', (value, error) => {
    expect(validateRequired(value)).toBe(error);
  });
});

describe('first name (SPEC 5)', () => {
  it.each<[string, boolean, string | null]>([
    ['Анна', true, null],
    ['Анна-Мария', true, null],
    ['Пётр Ильич', true, null],
    ['Ёлка', true, null],
    ['Anna', true, 'Только русские символы'],
    ['Анна1', true, 'Только русские символы'],
    ['Анна!', true, 'Только русские символы'],
    ['', true, 'Необходимо заполнить поле'],
    ['  ', true, 'Необходимо заполнить поле'],
    ['', false, null],
    ['Anna', false, null],
    ['А'.repeat(255), true, 'Не более 254 символов'],
  ])('%#: %s required %s → %j', (value, required, error) => {
    expect(validateFirstName(value, required)).toBe(error);
  });

  it.each<[string, string]>([
    ['  анна ', 'Анна'],
    ['john', 'John'],
    ['анна-мария', 'Анна-мария'],
    ['и1в2а3н', 'Иван'],
    ['$#@', ''],
    ['ёжик', 'Ёжик'],
    ['я'.repeat(300), `Я${'я'.repeat(253)}`],
  ])('normalizeNameInput %# %s', (value, normalized) => {
    expect(normalizeNameInput(value)).toBe(normalized);
  });
});

describe('phone mask and check (SPEC 5)', () => {
  it.each<[string, string]>([
    ['', ''],
    ['9', '+7 9'],
    ['9161234567', '+7 916-123-45-67'],
    ['+7 9161234567', '+7 916-123-45-67'],
    ['+7 916-123-45-67', '+7 916-123-45-67'],
    ['916 123 45 67 89', '+7 916-123-45-67'],
    ['(916) 123', '+7 916-123'],
  ])('applyMask(%j) → %j', (value, masked) => {
    expect(applyMask(value, PHONE_MASK)).toBe(masked);
  });

  it.each<[string, string, string]>([
    ['12ab', '@@-##', 'ab'],
    ['ab12', '@@-##', 'ab-12'],
    ['Ж5', '@#', 'Ж5'],
    ['a1b2', '****', 'a1b2'],
    ['a-1', '*#', 'a1'],
    ['12', '(##)', '(12)'],
  ])('applyMask(%j, %j) → %j', (value, mask, masked) => {
    expect(applyMask(value, mask)).toBe(masked);
  });

  it.each<[string, string]>([
    ['+7 9', '+7 9'],
    ['+7 +7 916', '+7 916'],
    ['89161234567', '+7 891-612-34-56'],
    ['+7 916-123-45-67', '+7 916-123-45-67'],
    ['916 123 45 67', '+7 916-123-45-67'],
  ])('an input that shows «+7 » masks what follows it: %j → %j', (typed, masked) => {
    expect(maskPhoneInput(typed)).toBe(masked);
  });

  it('focus pre-fills «+7 »', () => {
    expect(PHONE_FOCUS_PREFIX).toBe('+7 ');
    expect(phoneFocusValue('')).toBe('+7 ');
    expect(phoneFocusValue('+7 916')).toBe('+7 916');
  });

  it.each<[string, boolean]>([
    ['+7 916-123-45-67', true],
    ['8 916-123-45-67', true],
    ['+7 9161234567', false],
    ['+7 9161234567890', true],
    ['+7 916-123-45-6', false],
    ['+7 916-123-45-678', false],
    ['+8 916-123-45-67', false],
    ['7 916-123-45-67', false],
    ['+7916-123-45-67', false],
    ['+7 91a-123-45-67', false],
  ])('isValidPhone(%j) → %s', (value, ok) => {
    expect(isValidPhone(value)).toBe(ok);
  });

  it.each<[string, boolean]>([
    ['+7 916-123-45-67', true],
    ['+7 916-123-45-6', false],
  ])('isPhoneFilled(%j) → %s (16 characters)', (value, filled) => {
    expect(isPhoneFilled(value)).toBe(filled);
  });

  it.each<[string, boolean, string | null]>([
    ['+7 916-123-45-67', true, null],
    ['', true, 'Необходимо заполнить поле'],
    ['+7 ', true, 'Необходимо заполнить поле'],
    ['+7 ', false, null],
    ['+7 916-12', true, 'Некорректный формат телефона.'],
    ['+7 916-12', false, 'Некорректный формат телефона.'],
    ['8 916-123-45-67', false, null],
    // Valid shape but shorter than the 16-character mask: not filled for a required field.
    ['8 916-123-45-67', true, 'Необходимо заполнить поле'],
  ])('validatePhone(%j, required %s) → %j', (value, required, error) => {
    expect(validatePhone(value, required)).toBe(error);
  });
});

describe('e-mail (SPEC 5)', () => {
  const tlds =
    'com ru name xxx co ua guru info net life io biz org sex by online fm pro me xyz agency';
  it.each(tlds.split(' '))('accepts the TLD .%s', (tld) => {
    expect(isValidEmail(`ivan@example.${tld}`)).toBe(true);
  });

  it.each<[string, boolean]>([
    ['Ivan.Petrov@Mail.RU', true],
    ['ivan+cars@sub.domain.co', true],
    ['"ivan petrov"@example.com', true],
    ['ivan@[192.168.0.1]', true],
    ['ivan@[256.1.1.1]', false],
    ['ivan@example.de', false],
    ['ivan@example.рф', false],
    ['ivan@example', false],
    ['ivan.example.com', false],
    ['ivan@@example.com', false],
    ['iv an@example.com', false],
    ['.ivan@example.com', false],
    [`${'a'.repeat(243)}@example.ru`, true],
    [`${'a'.repeat(244)}@example.ru`, false],
  ])('isValidEmail(%j) → %s', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
  });

  it.each<[string, boolean, string | null]>([
    ['ivan@example.ru', true, null],
    ['', true, 'Необходимо заполнить поле'],
    ['', false, null],
    ['ivan@example.de', false, 'Некорректный формат e-mail.'],
    [`${'a'.repeat(250)}@x.ru`, true, 'Не более 254 символов'],
  ])('validateEmail(%j, required %s) → %j', (value, required, error) => {
    expect(validateEmail(value, required)).toBe(error);
  });
});

describe('text area (SPEC 5)', () => {
  it.each<[string, number | undefined, string | null]>([
    ['', undefined, null],
    ['a'.repeat(1500), undefined, null],
    ['a'.repeat(1501), undefined, 'Не более 1500 символов'],
    ['abcd', 3, 'Не более 3 символов'],
  ])('validateTextArea(%#) → %j', (value, max, error) => {
    expect(validateTextArea(value, max)).toBe(error);
  });

  it('counts against 1500 by default', () => {
    expect(textCounter('привет')).toEqual({
      count: 6,
      max: 1500,
      remaining: 1494,
      label: '6/1500',
    });
    expect(textCounter('abc', 2).remaining).toBe(0);
  });
});
