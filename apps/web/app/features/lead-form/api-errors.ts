// How the API's answer to a lead submit becomes what the visitor reads (SPEC 8: a message in
// Russian, what they typed kept). Pure, so it is tested without a server.

export const LEAD_FAILURE = {
  unavailable:
    'Не удалось отправить заявку: сервис временно недоступен. Ваши данные сохранены в форме, попробуйте ещё раз через минуту.',
  rejected: 'Заявка не принята. Проверьте поля формы и отправьте её ещё раз.',
  codeNotSent: 'Не удалось отправить код подтверждения. Попробуйте ещё раз через минуту.',
} as const;

export interface LeadFailure {
  status: number;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

interface ApiErrorBody {
  message?: unknown;
  details?: unknown;
}

/** Field errors of the API envelope ('formData.phone' → phone) and its message for the form. */
export function leadFailureOf(status: number, body: unknown): LeadFailure {
  if (status === 0 || status >= 500 || typeof body !== 'object' || body === null)
    return { status: 503, formErrors: [LEAD_FAILURE.unavailable], fieldErrors: {} };
  const { message, details } = body as ApiErrorBody;
  const fieldErrors: Record<string, string[]> = {};
  for (const detail of Array.isArray(details) ? details : []) {
    const field = (detail as { field?: unknown }).field;
    const text = (detail as { message?: unknown }).message;
    if (typeof field !== 'string' || typeof text !== 'string') continue;
    const name = field.replace(/^formData\./, '');
    fieldErrors[name] = [...(fieldErrors[name] ?? []), text];
  }
  const hasFields = Object.keys(fieldErrors).length > 0;
  const formMessage = typeof message === 'string' && message ? message : LEAD_FAILURE.rejected;
  return {
    status: status >= 400 && status < 500 ? status : 400,
    formErrors: hasFields ? [] : [formMessage],
    fieldErrors,
  };
}

/**
 * Why no code was sent (the sms step's first call): the API's own words when it refused the
 * request (a send limit with its wait, a number the gateway refused), else the service is away.
 */
export function codeFailureOf(status: number, body: unknown): LeadFailure {
  const message = (body as ApiErrorBody | undefined)?.message;
  if (status >= 400 && status < 500 && typeof message === 'string' && message)
    return { status, formErrors: [message], fieldErrors: {} };
  return { status: 503, formErrors: [LEAD_FAILURE.codeNotSent], fieldErrors: {} };
}
