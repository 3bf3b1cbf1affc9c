import { errorCode } from '@dealer/contract';
import { MESSAGES, phoneDigits, validatePhone } from '@dealer/domain';
import { AppError } from '../errors.ts';

// A phone typed in the SPEC 5 mask as 7XXXXXXXXXX, or a 400 with the SPEC 5 message.
export function requirePhone(value: string, field = 'phone'): string {
  const error = validatePhone(value, true);
  const digits = error ? null : phoneDigits(value);
  if (digits) return digits;
  const message = error ?? MESSAGES.phone;
  throw new AppError(errorCode.invalidArgument, message, [{ field, message }]);
}
