import { headMeta, InvestorsPage } from '../../features/content/index.ts';
import { loadInvestorPage } from '../../features/content/index.server.ts';
import type { Route } from './+types/investors';

// SPEC 2.8 /investors, first holding only (its row says so).
export function loader({ context, request }: Route.LoaderArgs) {
  return loadInvestorPage(context, null, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InvestorsPage {...loaderData} />;
}
