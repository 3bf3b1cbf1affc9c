import { moscowWallClock } from '../format/date.ts';
import { pluralCount } from '../format/plural.ts';
import { isValidFutureDate } from '../validation/misc.ts';

/** How far ahead a visitor may book a service visit. */
export const BOOKING_HORIZON_DAYS = 30;

/**
 * Places one visitor may book at one dealer on one day: per phone, and per address (the visitor's
 * IP, or its /64 network for IPv6). A person books a car or two; a robot wanted the whole day.
 * Places cancelled by staff do not count.
 */
export const BOOKING_LIMITS = { perPhone: 2, perAddress: 4 } as const;

const CARS = ['машина', 'машины', 'машин'] as const;

/** Texts of the booking rules; SPEC gives none, so they name what to do next. */
export const BOOKING_MESSAGES = {
  day: 'Выберите дату в формате ГГГГ-ММ-ДД',
  pastDay: 'Эта дата уже прошла, выберите другую',
  farDay: `Запись открыта не больше чем на ${BOOKING_HORIZON_DAYS} дней вперёд`,
  closedDay: 'В этот день сервис не работает, выберите другой день',
  time: 'Выберите свободное время',
  pastTime: 'Это время уже прошло, выберите другое',
  slotTaken: 'Это время только что заняли. Выберите другое свободное время.',
  dealer: 'Выберите дилерский центр',
  work: 'Выберите вид работ',
  phoneCap: `На этот номер уже записано ${pluralCount(BOOKING_LIMITS.perPhone, CARS)} в этот дилерский центр на выбранный день. Выберите другой день или позвоните в дилерский центр.`,
  addressCap: `С вашего подключения уже записано ${pluralCount(BOOKING_LIMITS.perAddress, CARS)} в этот дилерский центр на выбранный день. Выберите другой день или позвоните в дилерский центр.`,
  cancelled: 'Эта запись отменена. Запишитесь заново.',
} as const;

/** A dealer's service reception hours (minutes after midnight, Moscow time) and slot size. */
export interface ReceptionHours {
  /** ISO weekdays the reception is open: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  opensAt: number;
  closesAt: number;
  slotMinutes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day ('YYYY-MM-DD') and the minute of the day in Moscow at an instant. */
export function moscowClock(now: Date): { day: string; minute: number } {
  const wall = moscowWallClock(now);
  return {
    day: wall.slice(0, 10),
    minute: Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)),
  };
}

/** The calendar day `count` days after `day` (both 'YYYY-MM-DD'). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Why a day cannot be booked, or null when it can: the SPEC 5 date helper first (YYYY-MM-DD, a
 * real month and day, the year not before this one), then not past, within the horizon, open.
 */
export function bookingDayProblem(
  day: string,
  now: Date,
  hours?: Pick<ReceptionHours, 'weekdays'>,
): string | null {
  const today = moscowClock(now).day;
  if (!isValidFutureDate(day, new Date(`${today}T12:00:00Z`))) return BOOKING_MESSAGES.day;
  if (day < today) return BOOKING_MESSAGES.pastDay;
  if (day > addDays(today, BOOKING_HORIZON_DAYS)) return BOOKING_MESSAGES.farDay;
  if (hours && !hours.weekdays.includes(isoWeekday(day))) return BOOKING_MESSAGES.closedDay;
  return null;
}

/** The start minutes of every slot of a day: a slot ends by closing time. */
export function slotStarts(hours: ReceptionHours): number[] {
  const starts: number[] = [];
  for (let start = hours.opensAt; start + hours.slotMinutes <= hours.closesAt;) {
    starts.push(start);
    start += hours.slotMinutes;
  }
  return starts;
}

/** Slots of a day a visitor may still take: on today only those not yet begun. */
export function openSlotStarts(hours: ReceptionHours, day: string, now: Date): number[] {
  const clock = moscowClock(now);
  const starts = slotStarts(hours);
  return day === clock.day ? starts.filter((start) => start > clock.minute) : starts;
}

/** 'HH:MM' of a minute of the day. */
export function formatMinutes(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The minute of the day of 'HH:MM', or null for anything else. */
export function parseMinutes(value: string): number | null {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The days a visitor may pick for a reception, from today on, within the horizon. */
export function bookableDays(hours: Pick<ReceptionHours, 'weekdays'>, now: Date): string[] {
  const today = moscowClock(now).day;
  const days: string[] = [];
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (hours.weekdays.includes(isoWeekday(day))) days.push(day);
  }
  return days;
}

const WEEKDAY_SHORT = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

/** Short Russian weekday of a day, e.g. 'пт'. */
export function weekdayShort(day: string): string {
  return WEEKDAY_SHORT[isoWeekday(day) - 1] ?? '';
}
