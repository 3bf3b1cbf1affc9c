import { PaidPage } from '../../features/pay/index.ts';
import { loadPaid } from '../../features/pay/index.server.ts';
import type { Route } from './+types/success';

// SPEC 2.8 /pay/success/?bill=: a bill the bank confirmed; any other goes back to its page.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPaid(request, context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Paid({ loaderData }: Route.ComponentProps) {
  return <PaidPage bill={loaderData.bill} />;
}
