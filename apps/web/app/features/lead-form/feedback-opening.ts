import type { DealerOpening, FormDealer } from './dealer-options.ts';

/** What an opener may hand the feedback panel (SPEC 4): a reason, dealers, or their codes. */
export interface FeedbackOpening extends DealerOpening {
  reason?: string;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

function dealersOf(value: unknown): FormDealer[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (d): d is FormDealer =>
      typeof d === 'object' &&
      d !== null &&
      typeof d.code === 'string' &&
      typeof d.name === 'string',
  );
}

/** The panel's opening data, read defensively: the ui store holds whatever an opener passed. */
export function feedbackOpening(data: unknown): FeedbackOpening {
  if (typeof data !== 'object' || data === null) return {};
  const raw = data as Record<string, unknown>;
  const opening: FeedbackOpening = {};
  if (typeof raw.reason === 'string') opening.reason = raw.reason;
  const dealers = dealersOf(raw.dealers);
  if (dealers) opening.dealers = dealers;
  const codes = strings(raw.dealerCode);
  if (codes) opening.dealerCode = codes;
  if (typeof raw.department === 'string') opening.department = raw.department;
  if (typeof raw.markCode === 'string') opening.markCode = raw.markCode;
  return opening;
}
