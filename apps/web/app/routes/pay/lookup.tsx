import { BillLookupPage } from '../../features/pay/index.ts';
import { billLookupAction, loadBillLookup } from '../../features/pay/index.server.ts';
import type { Route } from './+types/lookup';

// SPEC 2.8 /pay/ and SPEC 2.7 /services/pay/ (second holding): a bill found by number and amount.
export function loader({ request }: Route.LoaderArgs) {
  return loadBillLookup(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return billLookupAction(request, context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function BillLookup({ loaderData }: Route.ComponentProps) {
  return <BillLookupPage title={loaderData.title} crumbs={loaderData.crumbs} />;
}
