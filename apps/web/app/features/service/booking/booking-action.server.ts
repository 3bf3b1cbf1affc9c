import { data, type RouterContextProvider } from 'react-router';
import { formatDateLong, href, maskTypedPhone } from '@dealer/domain';
import { refusalOf } from '../../../shared/api/api-error.ts';
import { apiContext } from '../../../shared/api/context.ts';
import { parseCookies } from '../../../shared/auth/cookies.server.ts';
import { CROSS_SITE_MESSAGE, isSameOrigin } from '../../../shared/auth/same-origin.server.ts';
import { siteContext } from '../../../shared/site/context.ts';
import type { BookingActionData } from './booking-data.ts';

type Context = Readonly<RouterContextProvider>;

/** The booking page's path: the site's own or the embed's. */
export const bookingHref = (embedded: boolean) =>
  embedded ? href('iframe-service-online') : href('service-online');

const FIELDS = [
  'dealer',
  'date',
  'time',
  'work',
  'mark',
  'model',
  'firstname',
  'phone',
  'comment',
  'vin',
  'stateNumber',
] as const;
// Calltouch keeps the visitor's session id in this cookie; SPEC 3 sends it as clientSession.
const CALL_TRACKING_COOKIE = '_ct_session_id';
const UNAVAILABLE = 'Сервис записи временно недоступен. Попробуйте ещё раз через минуту.';

/** An API error detail's field as the form names it ('formData.phone' → 'phone'). */
function formField(field: string): string {
  return field.replace(/^formData\./, '');
}

type Failure = Extract<BookingActionData, { ok: false }>;

function failed(values: Record<string, string>, status: number, failure: Partial<Failure>) {
  return data<BookingActionData>(
    { ok: false, formError: null, fieldErrors: {}, values, ...failure },
    { status },
  );
}

/** The booking action of /service/online or its embed. */
export function bookingAction(request: Request, context: Context, embedded: boolean) {
  return book(request, context, bookingHref(embedded));
}

/** The booking action of /lk/service-registration: the same booking, sent with the garage's car. */
export function garageBookingAction(request: Request, context: Context) {
  return book(request, context, href('lk-service-registration'));
}

/**
 * The booking form's action: the visit goes to /timeslots/book, which stores the lead and the
 * place in one transaction. A taken slot, a bad field or an API away comes back as a message
 * beside the field, with everything the visitor typed kept.
 */
async function book(request: Request, context: Context, formUrl: string) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const name of FIELDS) values[name] = String(form.get(name) ?? '').slice(0, 1500);
  // Without JavaScript there is no mask: typed digits are written as the mask would (SPEC 5).
  values.phone = maskTypedPhone((values.phone ?? '').trim());
  if (!isSameOrigin(request)) return failed(values, 403, { formError: CROSS_SITE_MESSAGE });
  // The honeypot: a robot is answered like a visitor and its booking is stored nowhere.
  const robot = String(form.get('robot') ?? '');
  const policy = form.get('policy') === 'on';
  const { holdingId, city } = context.get(siteContext);
  const clientSession =
    parseCookies(request.headers.get('cookie')).get(CALL_TRACKING_COOKIE)?.slice(0, 200) ?? '';
  const answer = await context.get(apiContext).post('/timeslots/book', {
    body: {
      dealer: values.dealer ?? '',
      date: values.date ?? '',
      time: values.time ?? '',
      work: values.work ?? '',
      // The page's own path (a fetch of the route's data has another URL); the embed sends none of the analytics.
      formUrl,
      formData: {
        firstname: values.firstname ?? '',
        phone: values.phone ?? '',
        comment: values.comment ?? '',
        mark: values.mark ?? '',
        model: values.model ?? '',
        // A car of the garage (the personal area's booking) goes with its VIN and state number.
        ...(values.vin && { vin: values.vin.trim().toUpperCase() }),
        ...(values.stateNumber && { stateNumber: values.stateNumber.trim() }),
        policy,
        robot,
        clientSession,
        ...(holdingId === 1 && { city }),
      },
    },
  });
  const body = answer.body;
  if (answer.status === 200 && body && 'success' in body)
    return data<BookingActionData>({
      ok: true,
      visit: {
        number: `№ ${body.bookingId}`,
        // Through the site's own API proxy: the link works without JavaScript, the key is the
        // visitor's alone.
        calendarHref: `/api/v1/timeslots/bookings/${body.bookingId}/calendar.ics?key=${encodeURIComponent(body.calendarKey)}`,
        dealer: body.dealer.name,
        address: body.dealer.address,
        date: formatDateLong(body.date),
        time: body.time,
        work: body.work,
      },
    });
  const refusal = refusalOf(body);
  if (answer.status >= 400 && answer.status < 500 && refusal.message !== null) {
    const fieldErrors: Record<string, string> = {};
    for (const detail of refusal.details) {
      const field = formField(detail.field);
      if (field && !fieldErrors[field]) fieldErrors[field] = detail.message;
    }
    const known = Object.keys(fieldErrors).some((f) => (FIELDS as readonly string[]).includes(f));
    return failed(values, answer.status, {
      fieldErrors,
      formError: known ? null : refusal.message,
    });
  }
  return failed(values, 503, { formError: UNAVAILABLE });
}
