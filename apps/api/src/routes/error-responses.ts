import { serverErrorSchema } from '@dealer/contract';

export type ErrorSchema = typeof serverErrorSchema;

// The failure answers a route documents, every one in the SPEC 8 envelope.
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, serverErrorSchema])) as Record<
    S[number],
    ErrorSchema
  >;
}

// A call on the customer's own data: bad input, no or bad token, not theirs, expired token.
export const ownDataErrors = errorResponses(400, 401, 404, 422);
