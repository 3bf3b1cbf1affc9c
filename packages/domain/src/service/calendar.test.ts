import { describe, expect, it } from 'vitest';
import { visitCalendar } from './calendar.ts';

const visit = {
  uid: 'booking-42@dealer-site',
  day: '2026-12-31',
  startsAt: 23 * 60 + 30,
  minutes: 60,
  summary: 'Сервис: Техническое обслуживание',
  location: 'Вектор Киа Варшавка, Варшавское ш., 1; въезд со двора',
  description: 'Запись № 42.\nВозьмите СТС.',
  stamp: new Date('2026-11-28T06:00:00Z'),
};

describe('visitCalendar (RFC 5545)', () => {
  const ics = visitCalendar(visit);
  const lines = ics.split('\r\n');

  it('writes CRLF lines in a calendar with one event', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('gives the local time with the Europe/Moscow zone, it defined at +03:00, the end past midnight', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Moscow:20261231T233000');
    expect(lines).toContain('DTEND;TZID=Europe/Moscow:20270101T003000');
    expect(lines).toContain('TZID:Europe/Moscow');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines).toContain('DTSTAMP:20261128T060000Z');
    expect(lines).toContain('UID:booking-42@dealer-site');
  });

  it('escapes text values and folds long lines at 75 octets without splitting a letter', () => {
    const unfolded = ics.replaceAll('\r\n ', '').split('\r\n');
    expect(unfolded).toContain(
      'LOCATION:Вектор Киа Варшавка\\, Варшавское ш.\\, 1\\; въезд со двора',
    );
    expect(unfolded).toContain('DESCRIPTION:Запись № 42.\\nВозьмите СТС.');
    const encoder = new TextEncoder();
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Each folded piece is whole UTF-8: decoding and encoding it again changes nothing.
    for (const line of lines) expect(line).not.toContain('\uFFFD');
  });
});
