import { moscowWallClock } from '@dealer/domain';
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

/** '15 January 2025': the date in Moscow, as the English pages write it. Invalid → ''. */
export function formatDateEnglish(date: string): string {
  const day = moscowWallClock(date);
  if (!day) return '';
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}
