import { errorCode, type BookingBody, type HoldingId } from '@dealer/contract';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  formatMinutes,
  openSlotStarts,
  parseMinutes,
} from '@dealer/domain';
import type { Db } from '../db/client.ts';
import {
  BookingCapError,
  bookingOfLead,
  reservePlace,
  SlotFullError,
} from '../db/queries/service/booking.ts';
import { bookableWorks } from '../db/queries/service/pages.ts';
import { AppError } from '../errors.ts';
import { commitLead } from '../leads/commit.ts';
import { requireForm, validateLead } from '../leads/validate.ts';
import { clientKey } from '../services/rate-limit/client-key.ts';
import { requireDay, requireReception } from './timeslots.ts';

export type Sender = { userId: number | null; ip: string; userAgent: string; now: Date };

const SERVICE_FORM = 'form_service';

const slotTaken = () =>
  new AppError(errorCode.alreadyExists, BOOKING_MESSAGES.slotTaken, [
    { field: 'time', message: BOOKING_MESSAGES.slotTaken },
  ]);

// One visitor holds at most a few places of a dealer's day (Hardening II item 3): 429, in Russian,
// the phone's limit beside the phone field, the address's for the whole form.
function capReached(by: 'phone' | 'address') {
  if (by === 'phone')
    return new AppError(errorCode.resourceExhausted, BOOKING_MESSAGES.phoneCap, [
      { field: 'formData.phone', message: BOOKING_MESSAGES.phoneCap },
    ]);
  return new AppError(errorCode.resourceExhausted, BOOKING_MESSAGES.addressCap);
}

/**
 * A service booking is a «Запись на сервис» lead and one place of a slot, written in one
 * transaction: a slot that filled up meanwhile, or a visitor who already holds as many places of
 * that dealer's day as one may (BOOKING_LIMITS, per phone and per address), leaves neither behind.
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
        const booker = { phone: lead.phone, clientKey: clientKey(sender.ip) };
        bookingId = await reservePlace(tx, place, leadId, booker, BOOKING_LIMITS);
      },
    );
  } catch (error) {
    if (error instanceof SlotFullError) throw slotTaken();
    if (error instanceof BookingCapError) throw capReached(error.by);
    throw error;
  }
  if (committed.duplicate) {
    const earlier = await bookingOfLead(db, committed.leadId);
    if (!earlier) throw slotTaken();
    if (earlier.cancelledAt)
      throw new AppError(errorCode.alreadyExists, BOOKING_MESSAGES.cancelled, [
        { field: 'time', message: BOOKING_MESSAGES.cancelled },
      ]);
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
