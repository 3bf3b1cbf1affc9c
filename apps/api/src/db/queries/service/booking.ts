import { and, asc, count, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  dealers,
  leads,
  serviceBookings,
  serviceSchedules,
  serviceWorks,
  staffDealers,
} from '../../schema/index.ts';

const receptionColumns = {
  id: dealers.id,
  code: dealers.code,
  // The dealer's one name, as the listing and contacts show it (issue 29).
  name: dealers.name,
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
    .orderBy(asc(dealers.cityCode), asc(dealers.sort), asc(dealers.name));
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

/** Places taken per slot start on one day of one dealer (a cancelled place is free again). */
export async function takenPlaces(db: Db, dealerId: number, day: string) {
  const rows = await db
    .select({ startsAt: serviceBookings.startsAt, taken: count() })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.dealerId, dealerId),
        eq(serviceBookings.day, day),
        isNull(serviceBookings.cancelledAt),
      ),
    )
    .groupBy(serviceBookings.startsAt);
  return new Map(rows.map((row) => [row.startsAt, row.taken]));
}

/** Places taken per day and slot start over a range of days (the date choice's view). */
export async function takenPlacesOfDays(db: Db, dealerId: number, from: string, to: string) {
  const rows = await db
    .select({ day: serviceBookings.day, startsAt: serviceBookings.startsAt, taken: count() })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.dealerId, dealerId),
        gte(serviceBookings.day, from),
        lte(serviceBookings.day, to),
        isNull(serviceBookings.cancelledAt),
      ),
    )
    .groupBy(serviceBookings.day, serviceBookings.startsAt);
  const byDay = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? new Map<number, number>();
    day.set(row.startsAt, row.taken);
    byDay.set(row.day, day);
  }
  return byDay;
}

export type Place = { dealerId: number; day: string; startsAt: number; workCode: string };

/** Who books: the lead's phone (digits) and the visitor's address as a rate-limit key. */
export type Booker = { phone: string; clientKey: string };

/** The places one visitor may hold at one dealer on one day. */
export type BookingCaps = { perPhone: number; perAddress: number };

/** The slot is full: every place of it is booked. */
export class SlotFullError extends Error {
  override readonly name = 'SlotFullError';
}

/** The visitor already holds as many places of that dealer's day as one visitor may. */
export class BookingCapError extends Error {
  override readonly name = 'BookingCapError';
  readonly by: 'phone' | 'address';
  constructor(by: 'phone' | 'address') {
    super(`booking cap by ${by}`);
    this.by = by;
  }
}

/** The seats taken in one slot (a cancelled place is free); `except`: a booking being moved. */
export async function seatsOfSlot(
  tx: Db,
  place: Omit<Place, 'workCode'>,
  except?: number,
): Promise<number[]> {
  const rows = await tx
    .select({ seat: serviceBookings.seat })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.dealerId, place.dealerId),
        eq(serviceBookings.day, place.day),
        eq(serviceBookings.startsAt, place.startsAt),
        isNull(serviceBookings.cancelledAt),
        except === undefined ? undefined : ne(serviceBookings.id, except),
      ),
    );
  return rows.map((row) => row.seat);
}

/** A place staff cancelled leaves a gap: the lowest free seat is taken first. */
export function lowestFreeSeat(taken: readonly number[]): number {
  const used = new Set(taken);
  let seat = 1;
  while (used.has(seat)) seat += 1;
  return seat;
}

/**
 * Books the lowest free place of a slot inside the caller's transaction. The dealer's schedule row
 * is locked first, so bookings of one dealer queue up and the counts read below (the slot's places,
 * the visitor's places that day) stay true until commit; the unique seat per slot among the places
 * not cancelled is the database's own guard should anything slip past.
 */
export async function reservePlace(
  tx: Db,
  place: Place,
  leadId: number,
  booker: Booker,
  caps: BookingCaps,
): Promise<number> {
  const [schedule] = await tx
    .select({ capacity: serviceSchedules.capacity })
    .from(serviceSchedules)
    .where(eq(serviceSchedules.dealerId, place.dealerId))
    .for('update');
  if (!schedule) throw new SlotFullError('no schedule');
  const [held] = await tx
    .select({
      byPhone: sql<number>`count(*) filter (where ${serviceBookings.phone} = ${booker.phone})`,
      byAddress: sql<number>`count(*) filter (where ${serviceBookings.clientKey} = ${booker.clientKey})`,
    })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.dealerId, place.dealerId),
        eq(serviceBookings.day, place.day),
        isNull(serviceBookings.cancelledAt),
      ),
    );
  if (Number(held?.byPhone ?? 0) >= caps.perPhone) throw new BookingCapError('phone');
  if (Number(held?.byAddress ?? 0) >= caps.perAddress) throw new BookingCapError('address');
  const seats = await seatsOfSlot(tx, place);
  if (seats.length >= schedule.capacity) throw new SlotFullError('slot full');
  const seat = lowestFreeSeat(seats);
  const [booking] = await tx
    .insert(serviceBookings)
    .values({ ...place, seat, leadId, ...booker })
    .onConflictDoNothing({
      target: [
        serviceBookings.dealerId,
        serviceBookings.day,
        serviceBookings.startsAt,
        serviceBookings.seat,
      ],
      where: isNull(serviceBookings.cancelledAt),
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
      cancelledAt: serviceBookings.cancelledAt,
    })
    .from(serviceBookings)
    .where(eq(serviceBookings.leadId, leadId))
    .limit(1);
  return row ?? null;
}

/** A booked visit as its calendar file tells it: when, where, what, and whether it stands. */
export async function bookingVisit(db: Db, id: number) {
  const [row] = await db
    .select({
      id: serviceBookings.id,
      holdingId: leads.holdingId,
      day: serviceBookings.day,
      startsAt: serviceBookings.startsAt,
      cancelledAt: serviceBookings.cancelledAt,
      dealerName: dealers.nameRu,
      address: dealers.address,
      slotMinutes: serviceSchedules.slotMinutes,
      payload: leads.payload,
    })
    .from(serviceBookings)
    .innerJoin(leads, eq(leads.id, serviceBookings.leadId))
    .innerJoin(dealers, eq(dealers.id, serviceBookings.dealerId))
    .leftJoin(serviceSchedules, eq(serviceSchedules.dealerId, serviceBookings.dealerId))
    .where(eq(serviceBookings.id, id))
    .limit(1);
  return row ?? null;
}

/** What staff may see and change: a holding's dealerships, or only a manager's own. */
export type StaffBookingScope = { holdingId: number; managerId: number | null };

export function inScope(scope: StaffBookingScope) {
  return and(
    eq(dealers.holdingId, scope.holdingId),
    scope.managerId === null
      ? undefined
      : sql`${dealers.id} in (select ${staffDealers.dealerId} from ${staffDealers} where ${staffDealers.staffId} = ${scope.managerId})`,
  );
}

const staffBookingColumns = {
  id: serviceBookings.id,
  leadId: serviceBookings.leadId,
  dealerId: dealers.id,
  dealerCode: dealers.code,
  dealerName: dealers.name,
  day: serviceBookings.day,
  startsAt: serviceBookings.startsAt,
  workCode: serviceBookings.workCode,
  name: leads.name,
  phone: serviceBookings.phone,
  car: sql<string>`coalesce(nullif(${leads.payload}->>'car', ''), trim(concat_ws(' ', ${leads.payload}->>'mark', ${leads.payload}->>'model', ${leads.payload}->>'stateNumber')))`,
  createdAt: serviceBookings.createdAt,
  cancelledAt: serviceBookings.cancelledAt,
  cancelledBy: serviceBookings.cancelledBy,
};

export type StaffBookingRow = {
  id: number;
  leadId: number;
  dealerId: number;
  dealerCode: string;
  dealerName: string;
  day: string;
  startsAt: number;
  workCode: string;
  workName: string | null;
  name: string;
  phone: string;
  car: string;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: number | null;
};

function staffBookings(db: Db) {
  return db
    .select({
      ...staffBookingColumns,
      workName: sql<string | null>`(select ${serviceWorks.name} from ${serviceWorks}
        where ${serviceWorks.code} = ${serviceBookings.workCode}
          and (${serviceWorks.holdingId} = ${dealers.holdingId} or ${serviceWorks.holdingId} is null)
        order by ${serviceWorks.holdingId} nulls last limit 1)`,
    })
    .from(serviceBookings)
    .innerJoin(dealers, eq(dealers.id, serviceBookings.dealerId))
    .innerJoin(leads, eq(leads.id, serviceBookings.leadId));
}

/** The bookings of one day in the staff member's scope, optionally of one dealership, by time. */
export async function bookingsOfDay(
  db: Db,
  scope: StaffBookingScope,
  day: string,
  dealerId?: number,
): Promise<StaffBookingRow[]> {
  return staffBookings(db)
    .where(
      and(
        inScope(scope),
        eq(serviceBookings.day, day),
        dealerId === undefined ? undefined : eq(dealers.id, dealerId),
      ),
    )
    .orderBy(asc(serviceBookings.startsAt), asc(dealers.name), asc(serviceBookings.seat));
}

/** One booking in the staff member's scope, or null (another holding's, another dealership's). */
export async function bookingInScope(
  db: Db,
  scope: StaffBookingScope,
  id: number,
): Promise<StaffBookingRow | null> {
  const [row] = await staffBookings(db)
    .where(and(inScope(scope), eq(serviceBookings.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Cancels a booking: its place is free again at once. A second cancel changes nothing (the first
 * time and author stay).
 */
export async function cancelBooking(db: Db, id: number, staffId: number, now: Date): Promise<void> {
  await db
    .update(serviceBookings)
    .set({ cancelledAt: now, cancelledBy: staffId })
    .where(and(eq(serviceBookings.id, id), isNull(serviceBookings.cancelledAt)));
}
