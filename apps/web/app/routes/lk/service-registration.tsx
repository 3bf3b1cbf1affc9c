import { LkPage } from '../../features/lk/index.ts';
import { requireUser } from '../../features/lk/index.server.ts';
import {
  BookingForm,
  bookingHeaders,
  bookingShouldRevalidate,
} from '../../features/service/index.ts';
import { garageBookingAction, loadGarageBookingPage } from '../../features/service/index.server.ts';
import type { Route } from './+types/service-registration';

// SPEC 2.9 /lk/service-registration/: the service booking of /service/online, filled in from the
// customer's garage (the main car first) and profile.
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return loadGarageBookingPage(context, url, user);
}

export function action({ request, context }: Route.ActionArgs) {
  return garageBookingAction(request, context);
}

export const headers = bookingHeaders;

export const shouldRevalidate = bookingShouldRevalidate;

export function meta() {
  return [{ title: 'Запись на сервис' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user, booking, policy, closeHref } = loaderData;
  return (
    <LkPage title="Запись на сервис" user={user}>
      <BookingForm data={booking} policy={policy} closeHref={closeHref} />
    </LkPage>
  );
}
