const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

// Moscow and Saint Petersburg keep UTC+3 all year; a fixed offset gives server and browser the same day.
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The wall clock in Moscow at an instant, 'YYYY-MM-DDTHH:mm:ss' (no zone): its slices are the day
 * (0-10), the datetime-local value (0-16) and the time (11-16). Invalid → ''.
 */
export function moscowWallClock(date: Date | string | number): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Long Russian date, e.g. '21 ноября 2026 г.', without Intl ICU data. A 'YYYY-MM-DD' string is
 * taken as the calendar date; any other instant is shown as the date in Moscow. Invalid → ''.
 */
export function formatDateLong(date: Date | string | number): string {
  if (typeof date === 'string') {
    const match = CALENDAR_DATE.exec(date);
    if (match) return longForm(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  const day = moscowWallClock(date);
  if (!day) return '';
  return longForm(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

function longForm(year: number, month: number, day: number): string {
  const monthName = MONTHS_GENITIVE[month - 1];
  if (!monthName || day < 1 || day > 31) return '';
  return `${day} ${monthName} ${year} г.`;
}
