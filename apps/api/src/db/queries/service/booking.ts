import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { dealers, serviceBookings, serviceSchedules } from '../../schema/index.ts';

const receptionColumns = {
  id: dealers.id,
  code: dealers.code,
  name: dealers.nameRu,
  cityCode: dealers.cityCode,
  address: dealers.address,
  weekdays: serviceSchedules.weekdays,
  opensAt: serviceSchedules.opensAt,
  closesAt: serviceSchedules.closesAt,
  slotMinutes: serviceSchedules.slotMinutes,
  capacity: serviceSchedules.capacity,
};

/** Active dealers of the holding that take service bookings, with their reception hours. */
export async function serviceReceptions(db: Db, holdingId: number, cityCode?: string) {
  return db
    .select(receptionColumns)
    .from(serviceSchedules)
    .innerJoin(dealers, eq(dealers.id, serviceSchedules.dealerId))
    .where(
      and(
        eq(dealers.holdingId, holdingId),
        eq(dealers.isActive, true),
        cityCode === undefined ? undefined : eq(dealers.cityCode, cityCode),
      ),
    )
    .orderBy(asc(dealers.cityCode), asc(dealers.sort), asc(dealers.nameRu));
}

export type Reception = Awaited<ReturnType<typeof serviceReceptions>>[number];

/** One dealer's reception by its code, or null when it takes no bookings. */
export async function findReception(db: Db, holdingId: number, code: string) {
  const [row] = await db
    .select(receptionColumns)
    .from(serviceSchedules)
    .innerJoin(dealers, eq(dealers.id, serviceSchedules.dealerId))
    .where(
      and(eq(dealers.holdingId, holdingId), eq(dealers.code, code), eq(dealers.isActive, true)),
    )
    .limit(1);
  return row ?? null;
}

/** Places taken per slot start on one day of one dealer. */
export async function takenPlaces(db: Db, dealerId: number, day: string) {
  const rows = await db
    .select({ startsAt: serviceBookings.startsAt, taken: count() })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.dealerId, dealerId), eq(serviceBookings.day, day)))
    .groupBy(serviceBookings.startsAt);
  return new Map(rows.map((row) => [row.startsAt, row.taken]));
}

export type Place = { dealerId: number; day: string; startsAt: number; workCode: string };

/** The slot is full: every place of it is booked. */
export class SlotFullError extends Error {
  override readonly name = 'SlotFullError';
}

/**
 * Books the next free place of a slot inside the caller's transaction. The dealer's schedule row
 * is locked first, so bookings of one dealer queue up and the count read below stays true until
 * commit; the unique seat per slot is the database's own guard should anything slip past.
 */
export async function reservePlace(tx: Db, place: Place, leadId: number): Promise<number> {
  const [schedule] = await tx
    .select({ capacity: serviceSchedules.capacity })
    .from(serviceSchedules)
    .where(eq(serviceSchedules.dealerId, place.dealerId))
    .for('update');
  if (!schedule) throw new SlotFullError('no schedule');
  const [row] = await tx
    .select({ taken: count() })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.dealerId, place.dealerId),
        eq(serviceBookings.day, place.day),
        eq(serviceBookings.startsAt, place.startsAt),
      ),
    );
  const taken = row?.taken ?? 0;
  if (taken >= schedule.capacity) throw new SlotFullError('slot full');
  const [booking] = await tx
    .insert(serviceBookings)
    .values({ ...place, seat: taken + 1, leadId })
    .onConflictDoNothing({
      target: [
        serviceBookings.dealerId,
        serviceBookings.day,
        serviceBookings.startsAt,
        serviceBookings.seat,
      ],
    })
    .returning({ id: serviceBookings.id });
  if (!booking) throw new SlotFullError('seat taken');
  return booking.id;
}

/** The booking a lead made (a repeated submit answers the first one). */
export async function bookingOfLead(db: Db, leadId: number) {
  const [row] = await db
    .select({
      id: serviceBookings.id,
      day: serviceBookings.day,
      startsAt: serviceBookings.startsAt,
    })
    .from(serviceBookings)
    .where(eq(serviceBookings.leadId, leadId))
    .limit(1);
  return row ?? null;
}
