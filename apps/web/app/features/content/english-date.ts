const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '15 January 2025': the date in Moscow, as the English pages write it. Invalid → ''. */
export function formatDateEnglish(date: string): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const moscow = new Date(time + MOSCOW_OFFSET_MS);
  return `${moscow.getUTCDate()} ${MONTHS[moscow.getUTCMonth()]} ${moscow.getUTCFullYear()}`;
}
