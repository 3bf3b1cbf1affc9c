import { data, type RouterContextProvider } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { bookingMoveBodySchema, receptionUpdateBodySchema } from '@dealer/contract';
import { moscowClock } from '@dealer/domain';
import { officeOf, officePost, refusalOf } from './office.server.ts';
import type { BookingActionState } from './types.ts';

type Context = Readonly<RouterContextProvider>;

/** /reports/bookings/: one dealership's day (default: the first one, today) and its reception. */
export async function loadBookings(request: Request, context: Context) {
  const { api, staff } = await officeOf(request, context);
  const url = new URL(request.url);
  const receptions = (await api.get('/reports/receptions'))?.items ?? [];
  const asked = Number(url.searchParams.get('dealerId'));
  const reception = receptions.find((r) => r.dealer.id === asked) ?? receptions[0] ?? null;
  const given = url.searchParams.get('date') ?? '';
  const date = /^\d{4}-\d\d-\d\d$/.test(given) ? given : moscowClock(new Date()).day;
  const day = reception
    ? await api.get('/reports/bookings', { query: { date, dealerId: reception.dealer.id } })
    : undefined;
  return { staff, receptions, reception, date, bookings: day?.items ?? [] };
}

function failed(form: string, id: number, answer: { status: number; body: unknown }) {
  const { status, refusal } = refusalOf(answer);
  return data<BookingActionState>({ ok: false, form, id, ...refusal }, status);
}

/** Cancel or move one booking, or save the reception's days, hours and places. */
export async function bookingAction(request: Request, context: Context) {
  const { api, form } = await officePost(request, context);
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (intent === 'reception') {
    const dealerId = Number(form.get('dealerId'));
    // Conform reads the checkboxes and the numbers into the API's own schema.
    const submission = parseWithZod(form, { schema: receptionUpdateBodySchema });
    if (submission.status !== 'success') {
      const fields = Object.fromEntries(
        Object.entries(submission.error ?? {}).flatMap(([key, messages]) =>
          messages?.[0] ? [[key.replace(/\[\d+\]$/, ''), messages[0]]] : [],
        ),
      );
      return data<BookingActionState>(
        { ok: false, form: 'reception', id: dealerId, error: 'Проверьте расписание', fields },
        400,
      );
    }
    const sent = await api.patch('/reports/receptions/:dealerId', {
      params: { dealerId },
      body: submission.value,
    });
    if (sent.status === 200)
      return data<BookingActionState>({ ok: true, message: 'Расписание сохранено.' });
    return failed('reception', dealerId, sent);
  }
  if (!Number.isInteger(id) || id < 1)
    return data<BookingActionState>(
      { ok: false, form: intent, id: 0, error: 'Запись не найдена', fields: {} },
      404,
    );
  if (intent === 'cancel') {
    const sent = await api.post('/reports/bookings/:id/cancel', { params: { id } });
    if (sent.status === 200)
      return data<BookingActionState>({
        ok: true,
        message: 'Запись отменена, время снова свободно. Клиенту отправлено SMS.',
      });
    return failed('cancel', id, sent);
  }
  const move = bookingMoveBodySchema.safeParse({ date: form.get('date'), time: form.get('time') });
  if (!move.success)
    return data<BookingActionState>(
      {
        ok: false,
        form: 'move',
        id,
        error: move.error.issues[0]?.message ?? 'Укажите дату и время',
        fields: {},
      },
      400,
    );
  const sent = await api.post('/reports/bookings/:id/move', { params: { id }, body: move.data });
  if (sent.status === 200 && sent.body && 'time' in sent.body)
    return data<BookingActionState>({
      ok: true,
      message: `Запись перенесена на ${sent.body.date.split('-').reverse().join('.')} ${sent.body.time}. Клиенту отправлено SMS.`,
    });
  return failed('move', id, sent);
}
