import { BookingPage, bookingShouldRevalidate } from '../../features/service/index.ts';
import { bookingAction, loadBookingPage } from '../../features/service/index.server.ts';
import type { Route } from './+types/online';

// SPEC 2.7 /service/online: the service booking (dealer, car, work, a day and a free slot).
export function loader({ context, url }: Route.LoaderArgs) {
  return loadBookingPage(context, url, false);
}

export function action({ context, request }: Route.ActionArgs) {
  return bookingAction(request, context, false);
}

// Live free places: the loader's no-store reaches the document.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const shouldRevalidate = bookingShouldRevalidate;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description } = loaderData.view;
  return [{ title }, { name: 'description', content: description }];
}

export default function ServiceOnline({ loaderData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} />;
}
