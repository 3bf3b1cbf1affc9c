import { BillPage } from '../../features/pay/index.ts';
import { loadBill, startPaymentAction } from '../../features/pay/index.server.ts';
import type { Route } from './+types/bill';

// SPEC 2.8 /pay/{id}: the bill of the link and its card payment through the bank (TWPG).
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadBill(context, params.id, new URL(request.url).pathname);
}

export function action({ context, params, request }: Route.ActionArgs) {
  return startPaymentAction(request, context, params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Bill({ loaderData, actionData }: Route.ComponentProps) {
  return <BillPage bill={loaderData.bill} state={actionData} />;
}
