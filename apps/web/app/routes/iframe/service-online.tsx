import { EmbeddedBookingPage, bookingShouldRevalidate } from '../../features/service/index.ts';
import { bookingAction, loadBookingPage } from '../../features/service/index.server.ts';
import type { Route } from './+types/service-online';

// SPEC 2.10 /iframe/service/online: the booking form alone, for a dealer's own site.
export function loader({ context, url }: Route.LoaderArgs) {
  return loadBookingPage(context, url, true);
}

export function action({ context, request }: Route.ActionArgs) {
  return bookingAction(request, context, true);
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

export default function EmbeddedServiceOnline({ loaderData }: Route.ComponentProps) {
  return <EmbeddedBookingPage data={loaderData} />;
}
