import { BookingsPage } from '../../features/reports/index.ts';
import { bookingAction, loadBookings } from '../../features/reports/index.server.ts';
import type { Route } from './+types/bookings';

// /reports/bookings/: a dealership's day of service bookings and its reception hours.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadBookings(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return bookingAction(request, context);
}

export function meta() {
  return [{ title: 'Записи на сервис' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingsPage {...loaderData} result={actionData} />;
}
