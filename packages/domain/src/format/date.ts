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
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const moscow = new Date(time + MOSCOW_OFFSET_MS);
  return longForm(moscow.getUTCFullYear(), moscow.getUTCMonth() + 1, moscow.getUTCDate());
}

function longForm(year: number, month: number, day: number): string {
  const monthName = MONTHS_GENITIVE[month - 1];
  if (!monthName || day < 1 || day > 31) return '';
  return `${day} ${monthName} ${year} г.`;
}
