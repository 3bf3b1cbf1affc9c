import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { done, failed, postedFields } from './form-result.server.ts';
import { NAME_FIELDS } from './registration.server.ts';
import { refuseCrossSite, requireUser } from './session.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function loadNotifications(request: Request, context: Context) {
  const [user, list] = await Promise.all([
    requireUser(context, request),
    context.get(apiContext).get('/lk/notifications'),
  ]);
  return { user, items: list?.items ?? [], unread: list?.unread ?? 0 };
}

/** Marks one notification (id) or all of them read. */
export async function notificationsAction(request: Request, context: Context) {
  refuseCrossSite(request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const body = form.get('intent') === 'all' ? { all: true as const } : { ids: [id] };
  const answer = await context.get(apiContext).post('/lk/notifications/read', { body });
  if (answer.status !== 200) return failed(answer, {});
  return done('Отмечено как прочитанное');
}

export async function loadProfile(request: Request, context: Context) {
  return { user: await requireUser(context, request) };
}

/**
 * PATCH /user with the name and e-mail posted (the API checks them by SPEC 5); intent=phone sends a code
 * to a new number and intent=phone-code swaps the phone with it.
 */
export async function profileAction(request: Request, context: Context) {
  refuseCrossSite(request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'phone' || intent === 'phone-code') return phoneChange(form, context);
  // Only the fields posted: an empty post changes nothing rather than blanking the profile.
  const values = postedFields(form, NAME_FIELDS);
  const answer = await context.get(apiContext).patch('/user', { body: values });
  if (answer.status !== 200) return failed(answer, values);
  return done('Профиль сохранён', values);
}

async function phoneChange(form: FormData, context: Context) {
  const api = context.get(apiContext);
  const phone = String(form.get('newPhone') ?? '').trim();
  if (form.get('intent') === 'phone') {
    const answer = await api.post('/user/phone', { body: { phone } });
    if (answer.status !== 200) return failed(answer, { newPhone: phone }, { phone: 'newPhone' });
    return done(`Код отправлен на номер ${phone}`, { newPhone: phone, phoneStep: 'code' });
  }
  const code = String(form.get('code') ?? '').replace(/\D/g, '');
  const answer = await api.post('/user/phone/confirm', { body: { phone, code } });
  if (answer.status !== 200)
    return failed(answer, { newPhone: phone, phoneStep: 'code' }, { phone: 'newPhone' });
  return done('Телефон изменён', { phoneChanged: phone });
}
