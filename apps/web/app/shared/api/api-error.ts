import type { ErrorDetail } from '@dealer/contract';

/** What a form says when the API did not answer it (a 5xx, a network failure). */
export const SERVICE_UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';

/** What a refusing answer of the API says: its message and the problems it names per field. */
export interface ApiRefusal {
  message: string | null;
  details: ErrorDetail[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isDetail(value: unknown): value is ErrorDetail {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

/**
 * Reads the error envelope (SPEC 3 «Server error») of a failed write without trusting its shape:
 * a body that is not one (a proxy's page, a network failure) gives no message and no details.
 */
export function refusalOf(body: unknown): ApiRefusal {
  if (!isRecord(body)) return { message: null, details: [] };
  return {
    message: typeof body.message === 'string' ? body.message : null,
    details: Array.isArray(body.details) ? body.details.filter(isDetail) : [],
  };
}
