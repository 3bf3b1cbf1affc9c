import { createHmac, timingSafeEqual } from 'node:crypto';
import { errorCode, type BookingDealer } from '@dealer/contract';
import {
  BOOKING_MESSAGES,
  bookableDays,
  bookingDayProblem,
  formatMinutes,
  openSlotStarts,
} from '@dealer/domain';
import type { Db } from '../db/client.ts';
import {
  findReception,
  takenPlaces,
  takenPlacesOfDays,
  type Reception,
} from '../db/queries/service/booking.ts';
import { AppError } from '../errors.ts';

/** A reception as the booking form reads it: hours as HH:MM. */
export function bookingDealer({ id: _id, ...reception }: Reception): BookingDealer {
  return {
    ...reception,
    weekdays: [...reception.weekdays],
    opensAt: formatMinutes(reception.opensAt),
    closesAt: formatMinutes(reception.closesAt),
  };
}

/** The dealer's reception, or a 400 naming the dealer field (a form sent it). */
export async function requireReception(db: Db, holdingId: number, code: string) {
  const reception = await findReception(db, holdingId, code);
  if (!reception)
    throw new AppError(errorCode.invalidArgument, BOOKING_MESSAGES.dealer, [
      { field: 'dealer', message: BOOKING_MESSAGES.dealer },
    ]);
  return reception;
}

/** A bookable day of this reception, or a 400 saying why not. */
export function requireDay(reception: Reception, day: string, now: Date): void {
  const problem = bookingDayProblem(day, now, reception);
  if (problem)
    throw new AppError(errorCode.invalidArgument, problem, [{ field: 'date', message: problem }]);
}

/** The slots of a day that still have a place: a full slot or one already begun is not offered. */
export async function freeSlots(db: Db, reception: Reception, day: string, now: Date) {
  const taken = await takenPlaces(db, reception.id, day);
  return openSlotStarts(reception, day, now)
    .map((start) => ({ start, free: reception.capacity - (taken.get(start) ?? 0) }))
    .filter((slot) => slot.free > 0);
}

/** Free places of each bookable day (open weekdays within the horizon); 0 is a full day. */
export async function freeDays(db: Db, reception: Reception, now: Date) {
  const days = bookableDays(reception, now);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const taken = await takenPlacesOfDays(db, reception.id, first, last);
  return days.map((day) => {
    const ofDay = taken.get(day);
    const free = openSlotStarts(reception, day, now).reduce(
      (sum, start) => sum + Math.max(0, reception.capacity - (ofDay?.get(start) ?? 0)),
      0,
    );
    return { date: day, free };
  });
}

/**
 * The key of a booking's calendar file: only the visitor who booked (their confirmation holds the
 * link) reads when and where the visit is; a guessed booking number reads nothing.
 */
export function calendarKey(secret: Uint8Array, bookingId: number): string {
  return createHmac('sha256', secret)
    .update(`booking-calendar:${bookingId}`)
    .digest('base64url')
    .slice(0, 22);
}

export function isCalendarKey(secret: Uint8Array, bookingId: number, key: string): boolean {
  const expected = Buffer.from(calendarKey(secret, bookingId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
