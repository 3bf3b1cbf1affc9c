import { data, type RouterContextProvider } from 'react-router';
import { href } from '@dealer/domain';
import { loadServicePage } from '../load-service.server.ts';
import { bookingHref } from './booking-action.server.ts';
import { BOOKING_HEADERS, loadBooking } from './load-booking.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The booking page: its text, the form's choices and slots, links of the consent; never shared-cached. */
export async function loadBookingPage(context: Context, url: URL, embedded: boolean) {
  const [view, booking] = await Promise.all([
    loadServicePage(context, url, 'service/online'),
    loadBooking(context, url, embedded),
  ]);
  return data(
    {
      view,
      booking,
      policy: { terms: href('terms-of-use'), consent: href('consent-to-processing') },
      closeHref: bookingHref(embedded),
    },
    { headers: BOOKING_HEADERS },
  );
}
