import { ContactsPage } from '../../features/contacts/index.ts';
import { loadContacts } from '../../features/contacts/index.server.ts';
import type { Route } from './+types/index';

// SPEC 2.5 /contacts/: the dealers of the visitor's city (the city-contacts guard).
export function loader({ context, request }: Route.LoaderArgs) {
  return loadContacts(context, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <ContactsPage {...page} />;
}
