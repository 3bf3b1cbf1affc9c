import { errorCode, type BookingBody, type HoldingId } from '@dealer/contract';
import { BOOKING_MESSAGES, formatMinutes, openSlotStarts, parseMinutes } from '@dealer/domain';
import type { Db } from '../db/client.ts';
import { bookingOfLead, reservePlace, SlotFullError } from '../db/queries/service/booking.ts';
import { bookableWorks } from '../db/queries/service/pages.ts';
import { AppError } from '../errors.ts';
import { commitLead } from '../leads/commit.ts';
import { requireForm, validateLead } from '../leads/validate.ts';
import { requireDay, requireReception } from './timeslots.ts';

export type Sender = { userId: number | null; ip: string; userAgent: string; now: Date };

const SERVICE_FORM = 'form_service';

const slotTaken = () =>
  new AppError(errorCode.alreadyExists, BOOKING_MESSAGES.slotTaken, [
    { field: 'time', message: BOOKING_MESSAGES.slotTaken },
  ]);

/**
 * A service booking is a «Запись на сервис» lead and one place of a slot, written in one
 * transaction: a slot that filled up meanwhile leaves neither behind.
 */
export async function bookService(db: Db, holdingId: HoldingId, body: BookingBody, sender: Sender) {
  const form = requireForm(SERVICE_FORM);
  const reception = await requireReception(db, holdingId, body.dealer);
  requireDay(reception, body.date, sender.now);
  const startsAt = parseMinutes(body.time);
  if (startsAt === null || !openSlotStarts(reception, body.date, sender.now).includes(startsAt))
    throw new AppError(errorCode.invalidArgument, BOOKING_MESSAGES.time, [
      { field: 'time', message: BOOKING_MESSAGES.time },
    ]);
  const work = (await bookableWorks(db, holdingId)).find((w) => w.code === body.work);
  if (!work)
    throw new AppError(errorCode.invalidArgument, BOOKING_MESSAGES.work, [
      { field: 'work', message: BOOKING_MESSAGES.work },
    ]);
  const lead = validateLead(form, {
    ...body.formData,
    dealer: reception.code,
    dealerName: reception.name,
    serviceDate: body.date,
    serviceTime: body.time,
    serviceWork: work.name,
  });
  const place = { dealerId: reception.id, day: body.date, startsAt, workCode: work.code };
  let bookingId = 0;
  let committed;
  try {
    committed = await commitLead(
      db,
      { holdingId, form, formUrl: body.formUrl, ...lead, ...sender },
      async (tx, leadId) => {
        bookingId = await reservePlace(tx, place, leadId);
      },
    );
  } catch (error) {
    if (error instanceof SlotFullError) throw slotTaken();
    throw error;
  }
  if (committed.duplicate) {
    const earlier = await bookingOfLead(db, committed.leadId);
    if (!earlier) throw slotTaken();
    bookingId = earlier.id;
  }
  return {
    success: true as const,
    leadId: committed.leadId,
    bookingId,
    duplicate: committed.duplicate,
    dealer: { code: reception.code, name: reception.name, address: reception.address },
    date: body.date,
    time: formatMinutes(startsAt),
    work: work.name,
  };
}
