import { data, type RouterContextProvider } from 'react-router';
import { siteContext } from '../../shared/site/context.ts';
import { refuseCrossSite } from '../../shared/auth/same-origin.server.ts';
import { requireStaff, staffApi } from './staff-session.server.ts';

type Context = Readonly<RouterContextProvider>;

export const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';

/** A back-office page's start: the staff member of this holding, and the API as them. */
export async function officeOf(request: Request, context: Context) {
  const api = staffApi(request, context);
  const staff = await requireStaff(request, api);
  const { holdingId } = context.get(siteContext);
  if (staff.holdingId !== null && staff.holdingId !== holdingId)
    throw data(null, { status: 403, statusText: 'Недостаточно прав' });
  return { api, staff, holdingId };
}

/** An administrator's page: a manager is refused (the API refuses them too). */
export async function adminOf(request: Request, context: Context) {
  const office = await officeOf(request, context);
  if (office.staff.role !== 'admin')
    throw data(null, { status: 403, statusText: 'Недостаточно прав' });
  return office;
}

/** A back-office post: same-site only, then the staff member as above. */
export async function officePost(request: Request, context: Context) {
  refuseCrossSite(request);
  const office = await officeOf(request, context);
  return { ...office, form: await request.formData() };
}

/** What a refused call tells the staff member: the API's Russian message and field messages. */
export type Refusal = { error: string; fields: Record<string, string> };

export function refusalOf(answer: { status: number; body: unknown }): {
  status: number;
  refusal: Refusal;
} {
  const body = answer.body as { message?: unknown; details?: unknown } | undefined;
  const client = answer.status >= 400 && answer.status < 500;
  const fields: Record<string, string> = {};
  if (client && Array.isArray(body?.details))
    for (const detail of body.details as { field?: unknown; message?: unknown }[])
      if (typeof detail.field === 'string' && typeof detail.message === 'string')
        fields[detail.field.replace(/^body\./, '')] ??= detail.message;
  const message = client && typeof body?.message === 'string' ? body.message : UNAVAILABLE;
  return { status: client ? answer.status : 502, refusal: { error: message, fields } };
}
