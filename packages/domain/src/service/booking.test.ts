import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  addDays,
  bookableDays,
  bookingDayProblem,
  formatMinutes,
  isoWeekday,
  moscowClock,
  openSlotStarts,
  parseMinutes,
  slotStarts,
} from './booking.ts';

// Friday 27 November 2026, 10:20 in Moscow.
const now = new Date('2026-11-27T07:20:00Z');
const weekdays = [1, 2, 3, 4, 5, 6];
const hours = { weekdays, opensAt: 9 * 60, closesAt: 18 * 60, slotMinutes: 60 };

describe('service booking days', () => {
  it('reads the Moscow day and minute, including just after midnight UTC+3', () => {
    expect(moscowClock(now)).toEqual({ day: '2026-11-27', minute: 620 });
    expect(moscowClock(new Date('2026-11-27T21:30:00Z')).day).toBe('2026-11-28');
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('applies the SPEC 5 date helper, then past, horizon and closed days', () => {
    expect(bookingDayProblem('2026-11-27', now, { weekdays })).toBeNull();
    expect(bookingDayProblem('2026-12-26', now, { weekdays })).toBeNull();
    for (const bad of ['27.11.2026', '2026-13-01', '2026-02-30', '2026-11-7', '2025-12-01'])
      expect(bookingDayProblem(bad, now)).toBe(BOOKING_MESSAGES.day);
    expect(bookingDayProblem('2026-11-26', now)).toBe(BOOKING_MESSAGES.pastDay);
    expect(bookingDayProblem('2026-12-28', now)).toBe(BOOKING_MESSAGES.farDay);
    expect(bookingDayProblem('2026-11-29', now, { weekdays })).toBe(BOOKING_MESSAGES.closedDay);
  });

  it('lists the open days of the horizon', () => {
    const days = bookableDays({ weekdays }, now);
    expect(days[0]).toBe('2026-11-27');
    expect(days).not.toContain('2026-11-29');
    expect(days.at(-1)).toBe('2026-12-26');
  });
});

describe('service booking slots', () => {
  it('cuts the day into slots that end by closing time', () => {
    expect(
      slotStarts({ ...hours, slotMinutes: 120, closesAt: 17 * 60 }).map(formatMinutes),
    ).toEqual(['09:00', '11:00', '13:00', '15:00']);
  });

  it('offers only slots not yet begun today, every slot on a later day', () => {
    expect(openSlotStarts(hours, '2026-11-27', now)[0]).toBe(11 * 60);
    expect(openSlotStarts(hours, '2026-11-28', now)).toHaveLength(9);
  });

  it('reads and writes HH:MM only', () => {
    expect(parseMinutes('09:30')).toBe(570);
    expect(formatMinutes(570)).toBe('09:30');
    for (const bad of ['9:30', '24:00', '12:60', '', '12:00:00'])
      expect(parseMinutes(bad)).toBeNull();
  });
});
