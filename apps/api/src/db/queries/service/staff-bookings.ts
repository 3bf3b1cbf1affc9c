import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { dealers, serviceBookings, serviceSchedules } from '../../schema/index.ts';
import { writeAudit } from '../audit.ts';
import {
  cancelBooking,
  inScope,
  lowestFreeSeat,
  seatsOfSlot,
  type StaffBookingRow,
  type StaffBookingScope,
} from './booking.ts';
import { formatMinutes } from '@dealer/domain';

type Actor = { id: number; name: string };

const audited = (row: Pick<StaffBookingRow, 'day' | 'startsAt' | 'dealerName'>) => ({
  date: row.day,
  time: formatMinutes(row.startsAt),
  dealer: row.dealerName,
});

/** A staff cancel with its audit row, in one transaction; a second cancel writes nothing. */
export async function cancelWithAudit(
  db: Db,
  row: StaffBookingRow,
  change: { holdingId: number; actor: Actor; at: Date },
): Promise<void> {
  if (row.cancelledAt) return;
  await db.transaction(async (tx) => {
    await cancelBooking(tx, row.id, change.actor.id, change.at);
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: 'booking',
      entityId: row.id,
      action: 'cancel',
      before: { ...audited(row), cancelled: false },
      after: { ...audited(row), cancelled: true },
    });
  });
}

/**
 * Moves a booking to another time (of the same dealership) under the schedule's lock: the place
 * is the lowest free seat of the new slot, counted without this booking; a full slot is refused.
 * Staff moves are not held to the visitors' caps per phone and address.
 */
export async function moveBooking(
  db: Db,
  row: StaffBookingRow,
  change: { day: string; startsAt: number; holdingId: number; actor: Actor; at: Date },
): Promise<'moved' | 'full' | 'same'> {
  if (row.day === change.day && row.startsAt === change.startsAt) return 'same';
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .select({ capacity: serviceSchedules.capacity })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.dealerId, row.dealerId))
      .for('update');
    if (!schedule) return 'full';
    const seats = await seatsOfSlot(
      tx,
      { dealerId: row.dealerId, day: change.day, startsAt: change.startsAt },
      row.id,
    );
    if (seats.length >= schedule.capacity) return 'full';
    const seat = lowestFreeSeat(seats);
    await tx
      .update(serviceBookings)
      .set({ day: change.day, startsAt: change.startsAt, seat })
      .where(eq(serviceBookings.id, row.id));
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: 'booking',
      entityId: row.id,
      action: 'move',
      before: audited(row),
      after: audited({ ...row, day: change.day, startsAt: change.startsAt }),
    });
    return 'moved';
  });
}

const receptionColumns = {
  dealerId: dealers.id,
  dealerName: dealers.nameRu,
  weekdays: serviceSchedules.weekdays,
  opensAt: serviceSchedules.opensAt,
  closesAt: serviceSchedules.closesAt,
  slotMinutes: serviceSchedules.slotMinutes,
  capacity: serviceSchedules.capacity,
};

export type ReceptionRow = {
  dealerId: number;
  dealerName: string;
  weekdays: number[];
  opensAt: number;
  closesAt: number;
  slotMinutes: number;
  capacity: number;
};

/** The service receptions the staff member may edit: the holding's, or a manager's own. */
export async function receptionsInScope(
  db: Db,
  scope: StaffBookingScope,
  dealerId?: number,
): Promise<ReceptionRow[]> {
  return db
    .select(receptionColumns)
    .from(serviceSchedules)
    .innerJoin(dealers, eq(dealers.id, serviceSchedules.dealerId))
    .where(and(inScope(scope), dealerId === undefined ? undefined : eq(dealers.id, dealerId)))
    .orderBy(asc(dealers.cityCode), asc(dealers.sort), asc(dealers.nameRu));
}

const auditedReception = (r: Omit<ReceptionRow, 'dealerId' | 'dealerName'>) => ({
  weekdays: r.weekdays.join(', '),
  opensAt: formatMinutes(r.opensAt),
  closesAt: formatMinutes(r.closesAt),
  slotMinutes: r.slotMinutes,
  capacity: r.capacity,
});

/** A reception's new hours and places, with the audit row; bookings already made stay. */
export async function updateReception(
  db: Db,
  before: ReceptionRow,
  next: Omit<ReceptionRow, 'dealerId' | 'dealerName'>,
  change: { holdingId: number; actor: Actor; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(serviceSchedules)
      .set(next)
      .where(eq(serviceSchedules.dealerId, before.dealerId));
    const was = auditedReception(before);
    const now = auditedReception(next);
    if (JSON.stringify(was) === JSON.stringify(now)) return;
    await writeAudit(tx, {
      at: change.at,
      staff: change.actor,
      holdingId: change.holdingId,
      entity: 'reception',
      entityId: before.dealerId,
      action: 'update',
      before: { dealer: before.dealerName, ...was },
      after: { dealer: before.dealerName, ...now },
    });
  });
}
