const DAILY = /^\s*ежедневно\s+с\s+(\d{1,2}[:.]\d{2})\s+до\s+(\d{1,2}[:.]\d{2})\s*$/i;

/** SPEC 9: 'Ежедневно с 10:00 до 21:00' becomes 'Ежедневно 10:00-21:00'; other texts stay as they are. */
export function formatWorkingHours(text: string): string {
  const match = DAILY.exec(text);
  if (!match) return text;
  return `Ежедневно ${match[1]}-${match[2]}`;
}

const hhmm = (time: string) => time.replace('.', ':').padStart(5, '0');

/** The same daily hours as schema.org openingHours ('Mo-Su 09:00-21:00'); null for any other text. */
export function dailyOpeningHours(text: string): string | null {
  const match = DAILY.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return `Mo-Su ${hhmm(match[1])}-${hhmm(match[2])}`;
}
