import { data, type RouterContextProvider } from 'react-router';
import type { UserInfo } from '@dealer/contract';
import { href } from '@dealer/domain';
import { apiContext } from '../../../shared/api/context.ts';
import { loadServicePage } from '../load-service.server.ts';
import { bookingHref } from './booking-action.server.ts';
import { BOOKING_HEADERS, loadBooking } from './load-booking.server.ts';

type Context = Readonly<RouterContextProvider>;

const policy = () => ({ terms: href('terms-of-use'), consent: href('consent-to-processing') });

/** The booking page: its text, the form's choices and slots, links of the consent; never shared-cached. */
export async function loadBookingPage(context: Context, url: URL, embedded: boolean) {
  const [view, booking] = await Promise.all([
    loadServicePage(context, url, 'service/online'),
    loadBooking(context, url, embedded),
  ]);
  return data(
    { view, booking, policy: policy(), closeHref: bookingHref(embedded) },
    { headers: BOOKING_HEADERS },
  );
}

/** /lk/service-registration: the same booking, filled in from the customer's garage and profile. */
export async function loadGarageBookingPage(context: Context, url: URL, user: UserInfo) {
  const garage = await context.get(apiContext).get('/lk/garage', { optional: true });
  const booking = await loadBooking(context, url, false, {
    cars: garage?.items ?? [],
    firstname: user.firstName,
    phone: user.phone,
  });
  return data(
    { user, booking, policy: policy(), closeHref: href('lk-service-registration') },
    { headers: BOOKING_HEADERS },
  );
}
