const DAILY = /^\s*ежедневно\s+с\s+(\d{1,2}[:.]\d{2})\s+до\s+(\d{1,2}[:.]\d{2})\s*$/i;

/** SPEC 9: 'Ежедневно с 10:00 до 21:00' becomes 'Ежедневно 10:00-21:00'; other texts stay as they are. */
export function formatWorkingHours(text: string): string {
  const match = DAILY.exec(text);
  if (!match) return text;
  return `Ежедневно ${match[1]}-${match[2]}`;
}

const hhmm = (time: string) => time.replace('.', ':').padStart(5, '0');

// The second holding's hours (SPEC 9): 'с 10:00 до 19:00 пн-пт'.
const WEEKDAYS = /^\s*с\s+(\d{1,2}[:.]\d{2})\s+до\s+(\d{1,2}[:.]\d{2})\s+пн-пт\s*$/i;

/**
 * The hours as schema.org openingHours: daily ('Mo-Su 09:00-21:00') or on weekdays
 * ('Mo-Fr 10:00-19:00'); null for any other text.
 */
export function dailyOpeningHours(text: string): string | null {
  const daily = DAILY.exec(text);
  if (daily?.[1] && daily[2]) return `Mo-Su ${hhmm(daily[1])}-${hhmm(daily[2])}`;
  const weekdays = WEEKDAYS.exec(text);
  if (weekdays?.[1] && weekdays[2]) return `Mo-Fr ${hhmm(weekdays[1])}-${hhmm(weekdays[2])}`;
  return null;
}
