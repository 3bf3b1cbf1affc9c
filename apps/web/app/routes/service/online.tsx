import {
  BookingPage,
  bookingHeaders,
  bookingMeta,
  bookingShouldRevalidate,
} from '../../features/service/index.ts';
import { bookingAction, loadBookingPage } from '../../features/service/index.server.ts';
import type { Route } from './+types/online';

// SPEC 2.7 /service/online: the service booking (dealer, car, work, a day and a free slot).
export function loader({ context, url }: Route.LoaderArgs) {
  return loadBookingPage(context, url, false);
}

export function action({ context, request }: Route.ActionArgs) {
  return bookingAction(request, context, false);
}

export const headers = bookingHeaders;
export const shouldRevalidate = bookingShouldRevalidate;

export function meta({ loaderData }: Route.MetaArgs) {
  return bookingMeta(loaderData);
}

export default function ServiceOnline({ loaderData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} />;
}
