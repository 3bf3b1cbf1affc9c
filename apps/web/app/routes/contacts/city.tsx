import { ContactsPage } from '../../features/contacts/index.ts';
import { loadContacts } from '../../features/contacts/index.server.ts';
import type { Route } from './+types/city';

// SPEC 2.5 /contacts/{city}/: the dealers of the city the path names (msk or spb).
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadContacts(context, new URL(request.url), params.code);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function ContactsCity({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <ContactsPage {...page} />;
}
