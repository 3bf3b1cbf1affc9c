import { describe, expect, it } from 'vitest';
import { formatDateLong, moscowWallClock } from './date.ts';
import { plural, pluralCount, type PluralForms } from './plural.ts';
import { formatMileage, formatPercent, plainNumberText } from './number.ts';
import { formatPrice, formatRub } from './price.ts';
import { dailyOpeningHours, formatWorkingHours } from './working-hours.ts';
import { SECOND_HOLDING_WORKING_HOURS } from '../constants/catalog.ts';

// Written with a visible marker so the table shows where the no-break spaces go.
const nb = (s: string): string => s.replaceAll('_', '\u00a0');

describe('formatPrice (SPEC 5)', () => {
  it.each<[string | number | null | undefined, boolean, string]>([
    ['', false, '0'],
    ['0', false, '0'],
    [0, false, '0'],
    [null, false, '0'],
    [undefined, false, '0'],
    [999, false, '999'],
    [1000, false, nb('1_000')],
    ['1250000', false, nb('1_250_000')],
    [1250000, false, nb('1_250_000')],
    ['1250000.50', false, nb('1_250_000')],
    ['1250000,00', false, nb('1_250_000')],
    [1234.99, false, nb('1_234')],
    ['125000000', true, nb('1_250_000')],
    ['12345', true, '123'],
    ['99', true, '0'],
    ['1 250 000', false, nb('1_250_000')],
    ['-15000', false, nb('-15_000')],
  ])('%j (cents %s) → %j', (value, withCents, text) => {
    expect(formatPrice(value, { withCents })).toBe(text);
  });

  it('formatRub appends the rouble sign after a no-break space', () => {
    expect(formatRub(3500000)).toBe(nb('3_500_000_₽'));
    expect(formatRub('')).toBe(nb('0_₽'));
  });
});

describe('plural: three Russian forms', () => {
  const cars: PluralForms = ['автомобиль', 'автомобиля', 'автомобилей'];
  it.each<[number, string]>([
    [0, 'автомобилей'],
    [1, 'автомобиль'],
    [2, 'автомобиля'],
    [4, 'автомобиля'],
    [5, 'автомобилей'],
    [11, 'автомобилей'],
    [12, 'автомобилей'],
    [14, 'автомобилей'],
    [21, 'автомобиль'],
    [22, 'автомобиля'],
    [25, 'автомобилей'],
    [101, 'автомобиль'],
    [111, 'автомобилей'],
    [1002, 'автомобиля'],
    [-1, 'автомобиль'],
    [1.5, 'автомобиля'],
  ])('%d → %s', (n, word) => {
    expect(plural(n, cars)).toBe(word);
  });

  it('pluralCount puts the number first', () => {
    expect(pluralCount(21, cars)).toBe('21 автомобиль');
  });
});

describe('formatDateLong', () => {
  it.each<[Date | string | number, string]>([
    ['2026-11-21', '21 ноября 2026 г.'],
    ['2026-01-01', '1 января 2026 г.'],
    ['2025-05-09', '9 мая 2025 г.'],
    ['2024-02-29', '29 февраля 2024 г.'],
    [new Date(Date.UTC(2026, 11, 31, 12)), '31 декабря 2026 г.'],
    // 22:00 UTC on 31 March is already 1 April in Moscow.
    ['2026-03-31T22:00:00Z', '1 апреля 2026 г.'],
    ['2026-06-15T10:00:00+03:00', '15 июня 2026 г.'],
    [Date.UTC(2026, 7, 3), '3 августа 2026 г.'],
    ['not a date', ''],
    ['2026-13-01', ''],
  ])('%j → %s', (value, text) => {
    expect(formatDateLong(value)).toBe(text);
  });
});

describe('moscowWallClock', () => {
  it.each<[Date | string | number, string]>([
    ['2026-03-31T22:30:15Z', '2026-04-01T01:30:15'],
    ['2026-06-15T10:00:00+03:00', '2026-06-15T10:00:00'],
    [Date.UTC(2026, 11, 31, 21), '2027-01-01T00:00:00'],
    ['not a date', ''],
  ])('%j → %s', (value, clock) => {
    expect(moscowWallClock(value)).toBe(clock);
  });
});

describe('formatWorkingHours (SPEC 9)', () => {
  it.each<[string, string]>([
    ['Ежедневно с 10:00 до 21:00', 'Ежедневно 10:00-21:00'],
    ['Ежедневно с 9:00 до 20:00', 'Ежедневно 9:00-20:00'],
    ['ежедневно с 08:30 до 22:00 ', 'Ежедневно 08:30-22:00'],
    ['с 10:00 до 19:00 пн-пт', 'с 10:00 до 19:00 пн-пт'],
    ['Круглосуточно', 'Круглосуточно'],
  ])('%j → %j', (text, out) => {
    expect(formatWorkingHours(text)).toBe(out);
  });

  it('gives the daily hours to search engines as schema.org openingHours, nothing for other texts', () => {
    expect(dailyOpeningHours('Ежедневно с 9:00 до 21.00')).toBe('Mo-Su 09:00-21:00');
    // The second holding's hours (SPEC 9) are weekdays.
    expect(dailyOpeningHours(SECOND_HOLDING_WORKING_HOURS)).toBe('Mo-Fr 10:00-19:00');
    expect(dailyOpeningHours('Круглосуточно')).toBeNull();
  });
});

describe('numbers a visitor reads and types', () => {
  it('prints mileage one way: grouped, no-break spaces, «км»', () => {
    expect(formatMileage(45_000)).toBe(nb('45_000_км'));
    expect(formatMileage(0)).toBe(nb('0_км'));
  });

  it('writes a rate with a decimal comma', () => {
    expect(formatPercent(14.9)).toBe('14,9');
    expect(formatPercent(12)).toBe('12');
  });

  it('reads grouped digits and a decimal comma back as plain numbers', () => {
    expect(plainNumberText(nb('2_000_000'))).toBe('2000000');
    expect(plainNumberText('1 500\u202f000')).toBe('1500000');
    expect(plainNumberText('14,9')).toBe('14.9');
    expect(plainNumberText('abc')).toBe('abc');
  });
});
