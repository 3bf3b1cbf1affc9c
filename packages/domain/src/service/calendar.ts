// An iCalendar file (RFC 5545) of a booked service visit: «Добавить в календарь» on the booking's
// confirmation. The visit is written in the dealer's local time with its zone, Europe/Moscow
// (UTC+3 all year since 2014, both cities), so a calendar anywhere shows the right hour.

export interface CalendarVisit {
  /** Unique and stable per booking: a second download updates the same event. */
  uid: string;
  /** 'YYYY-MM-DD' and the minute of the day the visit starts, Moscow time. */
  day: string;
  startsAt: number;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
}

const ZONE = 'Europe/Moscow';
const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and new lines. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation line's leading space counts as one.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A local DATE-TIME of a day and a minute, the minute possibly past midnight. */
function localTime(day: string, minute: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMinutes(minute);
  return (
    `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}${two(date.getUTCMinutes())}00`
  );
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The .ics text of one visit, lines ending in CRLF. */
export function visitCalendar(visit: CalendarVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dealer site//Service booking//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:MSK',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${utcStamp(visit.stamp)}`,
    `DTSTART;TZID=${ZONE}:${localTime(visit.day, visit.startsAt)}`,
    `DTEND;TZID=${ZONE}:${localTime(visit.day, visit.startsAt + visit.minutes)}`,
    `SUMMARY:${text(visit.summary)}`,
    `LOCATION:${text(visit.location)}`,
    `DESCRIPTION:${text(visit.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(visit.summary)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
