import { data, type RouterContextProvider } from 'react-router';
import { builtHref } from '../../../shared/layout/route-links.ts';
import { siteContext } from '../../../shared/site/context.ts';
import { loadServicePage } from '../load-service.server.ts';
import { bookingHref } from './booking-action.server.ts';
import { BOOKING_HEADERS, loadBooking } from './load-booking.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The booking page: its text, the form's choices and slots, links of the consent; never shared-cached. */
export async function loadBookingPage(context: Context, url: URL, embedded: boolean) {
  const { holdingId } = context.get(siteContext);
  const [view, booking] = await Promise.all([
    loadServicePage(context, url, 'service/online'),
    loadBooking(context, url, embedded),
  ]);
  return data(
    {
      view,
      booking,
      // An embed opens the site's pages in a new tab: there are no site links around it.
      policy: {
        terms: builtHref(holdingId, 'terms-of-use'),
        consent: builtHref(holdingId, 'consent-to-processing'),
      },
      closeHref: bookingHref(embedded),
    },
    { headers: BOOKING_HEADERS },
  );
}
