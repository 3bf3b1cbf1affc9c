import { BankReturnPage, type BankOutcome } from '../../features/pay/index.ts';
import { bankReturn } from '../../features/pay/index.server.ts';
import type { Route } from './+types/bank-return';

// SPEC 2.8 /webpay/BankSPB/Approve, /Cancel, /Decline: the bank sends the payer back here (by a
// link or by a post); the bill's state is asked of the bank by the server, never read from here.
const OUTCOMES: Record<string, BankOutcome> = {
  'webpay-bankspb-approve': 'approve',
  'webpay-bankspb-cancel': 'cancel',
  'webpay-bankspb-decline': 'decline',
};

function outcomeOf(request: Request): BankOutcome {
  const page = new URL(request.url).pathname.split('/')[3]?.toLowerCase() ?? '';
  return OUTCOMES[`webpay-bankspb-${page}`] ?? 'approve';
}

export function loader({ context, request }: Route.LoaderArgs) {
  return bankReturn(request, context, outcomeOf(request));
}

export function action({ context, request }: Route.ActionArgs) {
  return bankReturn(request, context, outcomeOf(request));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function BankReturn({ loaderData }: Route.ComponentProps) {
  return <BankReturnPage {...loaderData} />;
}
