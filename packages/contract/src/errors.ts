import { z } from 'zod';

// Numeric codes of the server error envelope (SPEC 8); they follow the gRPC status codes.
export const errorCode = {
  invalidArgument: 3,
  notFound: 5,
  alreadyExists: 6,
  failedPrecondition: 9,
  permissionDenied: 7,
  resourceExhausted: 8,
  unimplemented: 12,
  internal: 13,
  unavailable: 14,
  unauthenticated: 16,
} as const;
export type ErrorCode = (typeof errorCode)[keyof typeof errorCode];

// One problem with one input field; field is the dotted path, empty for the whole input.
export const errorDetailSchema = z
  .object({ field: z.string(), message: z.string() })
  .meta({ id: 'ErrorDetail' });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

// The envelope every failed call answers with (SPEC 3, «Server error»).
export const serverErrorSchema = z
  .object({
    message: z.string().meta({ description: 'Сообщение для посетителя, по-русски' }),
    code: z.number().int(),
    details: z.array(errorDetailSchema),
  })
  .meta({ id: 'ServerError' });
export type ServerError = z.infer<typeof serverErrorSchema>;

// SPEC 8: a response with message, code and details is treated as an error.
export function isServerError(value: unknown): value is ServerError {
  return serverErrorSchema.safeParse(value).success;
}
