import { errorCode, type HoldingId } from '@dealer/contract';
import type { Db } from '../db/client.ts';
import { isHoldingDealer } from '../db/queries/dealers/dealers.ts';
import { AppError } from '../errors.ts';

export const LEAD_DEALER_MESSAGE = 'Выберите дилерский центр из списка';

/**
 * A lead's dealer (by code, or by id as the desk also reads it) must be an active dealership of
 * the holding the lead is sent to: a made-up code would store a lead no dealership sees. An empty
 * value passes here; whether the form needs a dealer is the form rules' business.
 */
export async function requireLeadDealer(
  db: Db,
  holdingId: HoldingId,
  value: unknown,
  field: string,
): Promise<void> {
  if (value === undefined || value === null) return;
  const text = String(value).trim();
  if (text === '' || (await isHoldingDealer(db, holdingId, text))) return;
  throw new AppError(errorCode.invalidArgument, LEAD_DEALER_MESSAGE, [
    { field, message: LEAD_DEALER_MESSAGE },
  ]);
}
